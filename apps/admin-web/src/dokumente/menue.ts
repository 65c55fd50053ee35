/** The dokumente area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import { menue } from '../shell/menueEintrag';

export const dokumenteMenue = menue('dokumente', 'Dokumente', {
  'Dokumente anzeigen': linkOptions({ to: '/dokumentliste' }),
  'Dokument erfassen': linkOptions({ to: '/dokumentbearbeiten/$dokumentId', params: { dokumentId: '0' } }),
});
