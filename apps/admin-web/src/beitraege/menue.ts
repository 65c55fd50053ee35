/** The beitraege area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import { menue } from '../shell/menueEintrag';

export const beitraegeMenue = menue('beitraege', 'Beiträge', {
  Einstellungen: linkOptions({ to: '/beitraege' }),
  Beitragslauf: linkOptions({ to: '/beitragslauf' }),
  'Offene Posten': linkOptions({ to: '/beitragsrechnungen' }),
  'Zahlungen einlesen': linkOptions({ to: '/beitragszahlungen' }),
});
