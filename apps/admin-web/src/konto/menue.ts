/** The konto area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import type { NavEintrag } from '../shell/menueEintrag';

export const kontoMenue: NavEintrag = { art: 'link', label: 'Konto', link: linkOptions({ to: '/vereinskonto' }) };
