/** The menu bar, loaded lazily with the layout (portalLaden.ts); its own module so the layout can import it. */
import { vorladbar } from '../common/vorladbar';

export const navBar = vorladbar(() => import('./NavBar').then((m) => m.NavBar));
