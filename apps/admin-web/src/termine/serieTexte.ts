/** The portal's texts of series and cancelled events (docs/termine.md "Serien"); the rules' messages are the domain's. */
import { formatDatumDe } from '@vereinsportal/domain';

export const SERIE_WEB = {
  serie: 'Serie',
  abgesagt: 'abgesagt',
  gehoertZuSerie: (anzahl: number) => `Dieser Termin gehört zu einer Serie mit ${anzahl === 1 ? '1 Termin' : `${anzahl} Terminen`}.`,
  umfangTitel: 'Serientermin speichern',
  umfangFrage: (datum: string) =>
    `Der Termin vom ${formatDatumDe(datum)} gehört zu einer Serie. Soll die Änderung nur für diesen Termin gelten oder für diesen und alle folgenden? An- und Abmeldungen bleiben erhalten.`,
  umfangRegelGeaendert:
    'Sie haben die Wiederholung geändert. Das gilt für diesen und alle folgenden Termine der Serie: Termine, die neu hinzukommen, werden erstellt; wegfallende ohne An- oder Abmeldungen werden gelöscht.',
  nurDiesen: 'Nur diesen Termin',
  dieseUndFolgende: 'Diesen und alle folgenden',
  absagen: 'Absagen',
  absagenTitel: 'Termin absagen',
  absagenText: (titel: string, datum: string) =>
    `«${titel}» vom ${formatDatumDe(datum)} absagen? Der Termin bleibt mit seinen An- und Abmeldungen bestehen; die App und der Kalender zeigen ihn als abgesagt, und wer angemeldet war, wird benachrichtigt.`,
  absageNotiz: 'Notiz an die Mitglieder (optional)',
  absageNotizHilfe: 'z. B. «Halle besetzt, nächstes Training wie gewohnt.»',
  wiederAnsetzen: 'Wieder ansetzen',
  wiederAnsetzenTitel: 'Termin wieder ansetzen',
  wiederAnsetzenText: (titel: string, datum: string) =>
    `«${titel}» vom ${formatDatumDe(datum)} findet doch statt? Die bisherigen An- und Abmeldungen gelten wieder, und wer angemeldet war, wird benachrichtigt.`,
  istAbgesagt: (notiz: string | null) => (notiz ? `Dieser Termin ist abgesagt: ${notiz}` : 'Dieser Termin ist abgesagt.'),
  abgesagtErfolg: (n: number) => `Termin abgesagt${n > 0 ? `, ${n === 1 ? '1 Mitglied' : `${n} Mitglieder`} benachrichtigt` : ''}`,
  angesetztErfolg: (n: number) => `Termin wieder angesetzt${n > 0 ? `, ${n === 1 ? '1 Mitglied' : `${n} Mitglieder`} benachrichtigt` : ''}`,
  serieGespeichert: (anzahl: number) => `Serie gespeichert: ${anzahl === 1 ? '1 Termin' : `${anzahl} Termine`}`,
} as const;
