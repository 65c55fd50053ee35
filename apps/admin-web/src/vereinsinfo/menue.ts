/** The vereinsinfo area's entries in the navigation bar (shell/menue.ts puts them in order). */
import { linkOptions } from '@tanstack/react-router';
import type { NavEintrag } from '../shell/menueEintrag';

export const vereinsinfoMenue: NavEintrag = { art: 'link', label: 'Vereinsinfo', link: linkOptions({ to: '/vereinsinfobearbeiten' }) };
