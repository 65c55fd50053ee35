/**
 * The list page of an area whose records are made with one 'erfassen' button (news, events, documents):
 * ListenSeite (common/ListenSeite.tsx) with that button in the head and, while the list is empty, below
 * the empty list's text; row names and the delete question come from the record's kind and title.
 */
import { useCallback, type ReactNode } from 'react';
import { TEXT } from '@vereinsportal/domain';
import { ListenSeite, type ListenSeiteProps } from './ListenSeite';

type Loeschen<R extends object> = ListenSeiteProps<R>['loeschen'];

export function BereichsListe<R extends object>({
  art,
  titelVon,
  erfassen,
  kopfDazu,
  leerText,
  loeschen,
  ...rest
}: Omit<ListenSeiteProps<R>, 'kopf' | 'leer' | 'loeschen' | 'zeilenName'> & {
  /** The record's kind ('News', 'Termin', 'Dokument'): the delete dialog's title and a row without a title. */
  art: Parameters<typeof TEXT.loeschenFrage>[0];
  /** The record's title; must be stable (a module function). */
  titelVon: (row: R) => string | null;
  erfassen: ReactNode;
  /** Buttons before 'erfassen' in the head. */
  kopfDazu?: ReactNode;
  leerText: string;
  loeschen: Omit<Loeschen<R>, 'titel' | 'text'>;
}) {
  const zeilenName = useCallback((row: R) => titelVon(row) ?? art, [titelVon, art]);
  const text = useCallback((row: R | null) => TEXT.loeschenFrage(art, (row && titelVon(row)) ?? ''), [titelVon, art]);
  return (
    <ListenSeite<R>
      {...rest}
      kopf={
        <>
          {kopfDazu}
          {erfassen}
        </>
      }
      zeilenName={zeilenName}
      loeschen={{ ...loeschen, titel: `${art} löschen`, text }}
      leer={{ text: leerText, knopf: erfassen }}
    />
  );
}
