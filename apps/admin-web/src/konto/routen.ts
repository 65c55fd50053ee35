/** The club account pages and the menu entry 'Konto'. */
import { angemeldeteSeite } from '../common/seitenRoute';

export const kontoRouten = [
  angemeldeteSeite('/vereinskonto', () => import('./VereinsKontoScreen')),
  angemeldeteSeite('/vereinskontobearbeiten', () => import('./VereinsKontoBearbeitenScreen')),
];
