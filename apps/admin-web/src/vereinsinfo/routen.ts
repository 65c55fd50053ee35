/** The club's info page (/vereinsinfobearbeiten) and its menu entry. */
import { angemeldeteSeite } from '../common/seitenRoute';

export const vereinsinfoRouten = [angemeldeteSeite('/vereinsinfobearbeiten', () => import('./VereinsInfoBearbeitenPage'))];
