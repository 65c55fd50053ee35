/**
 * Series and cancelled events on the Termine screen (docs/termine.md "Serien"); here, not in common/texte.ts,
 * so only the Termine screen's chunk carries them (first load <= 100 kB).
 */
export const SERIE_APP = {
  hinweis:
    'Dieser Termin gehört zu einer Serie. Antworten Sie für alle künftigen Termine auf einmal; einzelne ändern Sie danach auf ihrer Karte.',
  gruppe: 'Alle künftigen Termine der Serie',
  alleAnmelden: 'Für alle künftigen anmelden',
  alleAbmelden: 'Für alle künftigen abmelden',
  abgesagt: 'Abgesagt',
  geschlossen: 'Die An- und Abmeldung ist geschlossen.',
  /** Below the first cards of a long list (TermineScreen): how many are shown of how many. */
  weitere: (gezeigt: number, alle: number): string => `Weitere Termine anzeigen (${gezeigt} von ${alle})`,
  /** The toast after 'alle künftigen': how many occurrences got which answer. */
  ergebnis: (termine: readonly { AnAbmeldeStatus: number | null; WartelistePlatz: number | null }[]): string => {
    const zahl = (n: number) => (n === 1 ? '1 Termin' : `${n} Termine`);
    const angemeldet = termine.filter((t) => t.AnAbmeldeStatus === 1 && t.WartelistePlatz === null).length;
    const warteliste = termine.filter((t) => t.WartelistePlatz !== null).length;
    const abgemeldet = termine.filter((t) => t.AnAbmeldeStatus === 2).length;
    const abgesagt = termine.filter((t) => t.AnAbmeldeStatus === null).length;
    const teile = [
      angemeldet > 0 ? `Für ${zahl(angemeldet)} angemeldet` : null,
      warteliste > 0 ? `${zahl(warteliste)} auf der Warteliste` : null,
      abgemeldet > 0 ? `Von ${zahl(abgemeldet)} abgemeldet` : null,
      abgesagt > 0 ? `${zahl(abgesagt)} abgesagt (ohne Antwort)` : null,
    ].filter((t) => t !== null);
    return teile.length > 0 ? `${teile.join(', ')}.` : 'Keine künftigen Termine.';
  },
} as const;
