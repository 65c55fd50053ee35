/**
 * Entries of the navigation bar (docs/produkt.md §2), in display order: each area exports its own (its
 * menue.ts, with typed links), this file only orders them and groups 'Mitglieder'.
 */
import { aenderungsprotokollMenue } from '../aenderungsprotokoll/menue';
import { beitraegeMenue } from '../beitraege/menue';
import { dokumenteMenue } from '../dokumente/menue';
import { homeMenue } from '../home/menue';
import { kontoMenue } from '../konto/menue';
import { mitgliederMenueLinks } from '../mitglieder/menue';
import { newsMenue } from '../news/menue';
import { rundmailMenueLink } from '../rundmail/menue';
import { termineMenue } from '../termine/menue';
import { vereinsinfoMenue } from '../vereinsinfo/menue';
import type { NavEintrag } from './menueEintrag';

export type { NavEintrag, NavLinkEintrag, NavMenuEintrag } from './menueEintrag';

export const NAVIGATION: NavEintrag[] = [
  homeMenue,
  vereinsinfoMenue,
  newsMenue,
  termineMenue,
  { art: 'menu', id: 'mitglieder', label: 'Mitglieder', links: [...mitgliederMenueLinks, rundmailMenueLink] },
  dokumenteMenue,
  beitraegeMenue,
  kontoMenue,
  aenderungsprotokollMenue,
];
