/** The rundmail area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import type { NavLinkEintrag } from '../shell/menueEintrag';

export const rundmailMenueLink: NavLinkEintrag = { label: 'Rundmail senden', link: linkOptions({ to: '/rundmail' }) };
