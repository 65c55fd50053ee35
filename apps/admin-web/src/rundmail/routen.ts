/** The circular mail page and its entry in the 'Mitglieder' menu. */
import { createRoute } from '@tanstack/react-router';
import { angemeldetRoute, seite } from '../shell/routen';

export const rundmailRouten = [
  createRoute({ getParentRoute: () => angemeldetRoute, path: '/rundmail', component: seite(() => import('./RundmailPage')) }),
];
