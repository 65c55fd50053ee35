/** The shape of a navigation bar entry (shell/menue.ts); each area's menue.ts builds its own with these. */
import type { LinkOptions } from '@tanstack/react-router';

export interface NavLinkEintrag {
  label: string;
  /** A typed link of the router (linkOptions): a wrong path or a missing parameter does not compile. */
  link: LinkOptions;
}

export interface NavMenuEintrag {
  id: string;
  label: string;
  links: NavLinkEintrag[];
}

export type NavEintrag = ({ art: 'link' } & NavLinkEintrag) | ({ art: 'menu' } & NavMenuEintrag);

/** A dropdown menu: its id, label and its links by label, in order. */
export function menue(id: string, label: string, links: Record<string, LinkOptions>): NavEintrag {
  return { art: 'menu', id, label, links: Object.entries(links).map(([l, link]) => ({ label: l, link })) };
}
