/** The home area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import type { NavEintrag } from '../shell/menueEintrag';

export const homeMenue: NavEintrag = { art: 'link', label: 'Home', link: linkOptions({ to: '/' }) };
