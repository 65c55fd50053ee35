/** The news area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import { menue } from '../shell/menueEintrag';

export const newsMenue = menue('news', 'News', {
  'News anzeigen': linkOptions({ to: '/newsliste' }),
  'News erfassen': linkOptions({ to: '/newsbearbeiten/$newsId', params: { newsId: '0' } }),
});
