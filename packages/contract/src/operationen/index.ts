/** Every operation of the API, once. The name is the client's method name. */
import type { Operation } from '../operation.js';
import { aboOperationen } from './abo.js';
import { aenderungsprotokollOperationen } from './aenderungsprotokoll.js';
import { anwesenheitOperationen } from './anwesenheit.js';
import { appBeitraegeOperationen } from './app-beitraege.js';
import { appInhalteOperationen } from './app-inhalte.js';
import { appMitgliedOperationen } from './app-mitglied.js';
import { appPushOperationen } from './app-push.js';
import { beitraegeOperationen } from './beitraege.js';
import { beitraegePostenOperationen } from './beitraege-posten.js';
import { benutzerOperationen } from './benutzer.js';
import { datenschutzOperationen } from './datenschutz.js';
import { dokumenteOperationen } from './dokumente.js';
import { kalenderOperationen } from './kalender.js';
import { mitgliederOperationen } from './mitglieder.js';
import { newsOperationen } from './news.js';
import { passwortOperationen } from './passwort.js';
import { rechnungenOperationen } from './rechnungen.js';
import { registrierenOperationen } from './registrieren.js';
import { rundmailOperationen } from './rundmail.js';
import { startseiteOperationen } from './startseite.js';
import { systemOperationen } from './system.js';
import { termineOperationen } from './termine.js';
import { terminSerienOperationen } from './termin-serien.js';
import { vereinOperationen } from './verein.js';
import { vereinsinfoOperationen } from './vereinsinfo.js';

/**
 * One file per area, named like the server's route file (apps/server/src/routes) and the portal's area;
 * each declares its groups with `gruppe` (path prefix, access, OpenAPI tag once).
 */
export const OPERATIONEN = {
  ...systemOperationen,
  ...registrierenOperationen,
  ...passwortOperationen,
  ...benutzerOperationen,
  ...vereinOperationen,
  ...startseiteOperationen,
  ...vereinsinfoOperationen,
  ...mitgliederOperationen,
  ...newsOperationen,
  ...termineOperationen,
  ...terminSerienOperationen,
  ...anwesenheitOperationen,
  ...dokumenteOperationen,
  ...aboOperationen,
  ...appMitgliedOperationen,
  ...appInhalteOperationen,
  ...appBeitraegeOperationen,
  ...appPushOperationen,
  ...beitraegeOperationen,
  ...beitraegePostenOperationen,
  ...rundmailOperationen,
  ...aenderungsprotokollOperationen,
  ...kalenderOperationen,
  ...datenschutzOperationen,
  ...rechnungenOperationen,
} satisfies Record<string, Operation>;

export type Operationen = typeof OPERATIONEN;
export type OperationName = keyof Operationen;

/** Operations with a route of their own (not served by another operation's route). */
export type RoutenOperationName = {
  [K in OperationName]: Operationen[K] extends { gleicheRouteWie: string } ? never : K;
}[OperationName];

/** The operations as a list of [name, operation], in declaration order. */
export function operationenListe(): [OperationName, Operation][] {
  return Object.entries(OPERATIONEN) as [OperationName, Operation][];
}
