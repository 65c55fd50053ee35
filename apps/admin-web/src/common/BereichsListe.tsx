/**
 * The list page of an area whose records are made with one 'erfassen' button (news, events, documents):
 * ListenSeite (common/ListenSeite.tsx) with that button in the head and, while the list is empty, below
 * the empty list's text; row names and the delete question come from the record's kind and title, the
 * 'erfassen' button and a row's edit action lead to the record's edit page (`bearbeitenSeite`, id 0 = new).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { TEXT } from '@vereinsportal/domain';
import { ButtonLink } from './links';
import { ListenSeite, type ListenSeiteProps } from './ListenSeite';

type Loeschen<R extends object> = ListenSeiteProps<R>['loeschen'];

export function BereichsListe<R extends object>({
  art,
  titelVon,
  bearbeitenSeite,
  kopfDazu,
  leerText,
  loeschen,
  ...rest
}: Omit<ListenSeiteProps<R>, 'kopf' | 'leer' | 'loeschen' | 'zeilenName' | 'bearbeiten'> & {
  /** The record's kind ('News', 'Termin', 'Dokument'): the delete dialog's title and a row without a title. */
  art: Parameters<typeof TEXT.loeschenFrage>[0];
  /** The record's title; must be stable (a module function). */
  titelVon: (row: R) => string | null;
  /** The edit page of the record with this id ('0': a new one); must be stable (a module function). */
  bearbeitenSeite: (id: string) => NavigateOptions;
  /** Buttons before 'erfassen' in the head. */
  kopfDazu?: ReactNode;
  leerText: string;
  loeschen: Omit<Loeschen<R>, 'titel' | 'text'>;
}) {
  const navigate = useNavigate();
  const { zeilenId } = rest;
  const bearbeiten = useCallback((row: R) => void navigate(bearbeitenSeite(String(zeilenId(row)))), [navigate, bearbeitenSeite, zeilenId]);
  // In the head and, while the list is empty, below its text.
  const erfassen = useMemo(
    () => (
      <ButtonLink {...bearbeitenSeite('0')} variant="contained">
        {art} erfassen
      </ButtonLink>
    ),
    [bearbeitenSeite, art],
  );
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
      bearbeiten={bearbeiten}
      loeschen={{ ...loeschen, titel: `${art} löschen`, text }}
      leer={{ text: leerText, knopf: erfassen }}
    />
  );
}
