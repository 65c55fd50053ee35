/** The subscription screens (reached from the account and the contract banner, not the menu). */
import { angemeldeteSeite } from '../common/seitenRoute';

const aboScreen = () => import('./AboScreen');

export const aboRouten = [
  angemeldeteSeite('/aboabschluss', aboScreen, { name: 'AboAbschlussScreen' }),
  angemeldeteSeite('/aboanpassung', aboScreen, { name: 'AboAnpassungScreen' }),
  angemeldeteSeite('/aboerneuerung', aboScreen, { name: 'AboErneuerungScreen' }),
];
