/** The document pages and their menu. */
import { angemeldeteSeite } from '../common/seitenRoute';

const bearbeiten = () => import('./DokumentBearbeitenPage');

export const dokumenteRouten = [
  angemeldeteSeite('/dokumentliste', () => import('./DokumentListePage')),
  // docs/produkt.md: '0 or absent = new'.
  angemeldeteSeite('/dokumentbearbeiten', bearbeiten),
  angemeldeteSeite('/dokumentbearbeiten/$dokumentId', bearbeiten),
];
