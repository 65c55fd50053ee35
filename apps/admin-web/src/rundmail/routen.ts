/** The circular mail page and its entry in the 'Mitglieder' menu. */
import { angemeldeteSeite } from '../common/seitenRoute';

export const rundmailRouten = [angemeldeteSeite('/rundmail', () => import('./RundmailPage'))];
