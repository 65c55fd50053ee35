/** Display names and descriptions of the contract types (docs/produkt.md §1). */
import type { VertragsArt } from '@vereinsportal/domain';

export const VERTRAGSART_TEXT: Record<VertragsArt, { name: string; beschreibung: string }> = {
  Test: { name: 'Test', beschreibung: 'Kostenloser Testzugang zur Vollversion.' },
  Werbung: { name: 'Werbung', beschreibung: 'Kostenlose, werbefinanzierte Basisversion (ohne Dokumentenmodul).' },
  Gratisbetrieb: { name: 'Gratisbetrieb', beschreibung: 'Kostenloser Betrieb.' },
  Jahresabonnement: { name: 'Jahresabonnement', beschreibung: 'Kostenpflichtiges Jahresabonnement der Vollversion.' },
};
