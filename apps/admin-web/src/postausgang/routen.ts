/** The demo outbox: open (shell/routen.tsx), as the server's /outbox page. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute, seite } from '../shell/routen';

export const postausgangRouten = [
  createRoute({ getParentRoute: () => rootRoute, path: '/outbox', component: seite(() => import('./OutboxScreen')) }),
];
