/** The event pages and their menu. */
import { angemeldeteSeite } from '../common/seitenRoute';

export const termineRouten = [
  angemeldeteSeite('/terminliste', () => import('./TerminListePage')),
  angemeldeteSeite('/terminbearbeiten/$terminId', () => import('./TerminBearbeitenPage')),
  angemeldeteSeite('/terminanabmeldungen/$terminId', () => import('./TerminAnAbmeldungenPage')),
];
