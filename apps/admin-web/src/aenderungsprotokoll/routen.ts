/** The change log and its menu entry. */
import { angemeldeteSeite } from '../common/seitenRoute';

export const aenderungsprotokollRouten = [angemeldeteSeite('/aenderungsprotokoll', () => import('./AenderungsprotokollPage'))];
