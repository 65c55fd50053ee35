/** The mitglieder area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import type { NavLinkEintrag } from '../shell/menueEintrag';

export const mitgliederMenueLinks: NavLinkEintrag[] = [
  { label: 'Mitglieder anzeigen', link: linkOptions({ to: '/mitgliederliste' }) },
  { label: 'Mitglied erfassen', link: linkOptions({ to: '/mitgliedbearbeiten/$mitgliedId', params: { mitgliedId: '0' } }) },
  { label: 'Mitglieder importieren', link: linkOptions({ to: '/mitgliederimportieren' }) },
];
