/** Every operation of the API, once. The name is the client's method name. */
import type { Operation } from '../operation.js';
import { aboOperationen } from './abo.js';
import { aenderungsprotokollOperationen } from './aenderungsprotokoll.js';
import { appOperationen } from './app.js';
import { appBeitraegeOperationen } from './app-beitraege.js';
import { beitraegeOperationen } from './beitraege.js';
import { beitraegePostenOperationen } from './beitraege-posten.js';
import { datenschutzOperationen } from './datenschutz.js';
import { dokumentOperationen, newsOperationen, terminOperationen } from './inhalte.js';
import { kalenderOperationen } from './kalender.js';
import { mitgliederOperationen } from './mitglieder.js';
import { offeneOperationen } from './offen.js';
import { rechnungenOperationen } from './rechnungen.js';
import { rundmailOperationen } from './rundmail.js';
import { vereinOperationen } from './verein.js';

export const OPERATIONEN = {
  ...offeneOperationen,
  ...vereinOperationen,
  ...mitgliederOperationen,
  ...newsOperationen,
  ...terminOperationen,
  ...dokumentOperationen,
  ...aboOperationen,
  ...appOperationen,
  ...appBeitraegeOperationen,
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
