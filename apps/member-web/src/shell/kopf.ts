/**
 * What the top bar and the bottom navigation name for a route, without React: the shell (Shell.tsx) and the
 * start frame (startbild/), which paints them before the app's code has loaded, show the same.
 */
import { MEINE_BEITRAEGE_TITEL } from '@vereinsportal/domain';
import type { Route, RouteName } from '../common/routen';

export type Tab = 'news' | 'termine' | 'dokumente' | 'mitglieder' | 'mehr';

/** The bottom navigation, left to right. */
export const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'news', label: 'News' },
  { tab: 'termine', label: 'Termine' },
  { tab: 'dokumente', label: 'Dokumente' },
  { tab: 'mitglieder', label: 'Mitglieder' },
  { tab: 'mehr', label: 'Mehr' },
];

const NEWS = { titel: 'News', tab: 'news' } as const;

/** The title in the top bar and the tab of each route; the news list, a news item and anything else: News. */
const KOPF: Partial<Record<RouteName, { titel: string; tab: Tab }>> = {
  termine: { titel: 'Termine', tab: 'termine' },
  dokumente: { titel: 'Dokumente', tab: 'dokumente' },
  mitglieder: { titel: 'Mitglieder', tab: 'mitglieder' },
  mehr: { titel: 'Mehr', tab: 'mehr' },
  verein: { titel: 'Verein', tab: 'mehr' },
  profil: { titel: 'Profil', tab: 'mehr' },
  beitraege: { titel: MEINE_BEITRAEGE_TITEL, tab: 'mehr' },
};

/** The screen's title in the top bar and the tab it belongs to. */
export function kopfVon(route: Route): { titel: string; tab: Tab } {
  return KOPF[route.name] ?? NEWS;
}
