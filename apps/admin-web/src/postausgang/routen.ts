/** The demo outbox: open (shell/routen.tsx), as the server's /outbox page. */
import { offeneSeite } from '../common/seitenRoute';

export const postausgangRouten = [offeneSeite('/outbox', () => import('./OutboxScreen'))];
