/** The termine area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import { menue } from '../shell/menueEintrag';

export const termineMenue = menue('termine', 'Termine', {
  'Termine anzeigen': linkOptions({ to: '/terminliste' }),
  'Termin erfassen': linkOptions({ to: '/terminbearbeiten/$terminId', params: { terminId: '0' } }),
});
