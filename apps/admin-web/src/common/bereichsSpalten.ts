/** The columns the area lists (common/BereichsListe.tsx) share: dates, yes/no and the member categories. */
import type { ListenSpalte } from './ListenTabelle';
import { datumDe, hakenText } from './format';

export function datumSpalte<R>(field: string, headerName: string, width: number): ListenSpalte<R> {
  return { field, headerName, width, valueFormatter: (v: string) => datumDe(v) };
}

export function hakenSpalte<R>(field: string, headerName: string, width: number): ListenSpalte<R> {
  return { field, headerName, width, valueFormatter: (v: number) => hakenText(v) };
}

/** From when to when a news item or document is shown. */
export function anzeigeSpalten<R>(): ListenSpalte<R>[] {
  return [datumSpalte('AnzeigenVon', 'Anzeigen von', 130), datumSpalte('AnzeigenBis', 'Anzeigen bis', 130)];
}

/** The member categories a record is for. */
export function kategorienSpalte<R>(minWidth: number): ListenSpalte<R> {
  return { field: 'FuerMitgliedschaftsart', headerName: 'Mitgliederkategorien', flex: 1, minWidth };
}
