/** Members of the member app: created by a club's administrator, with a password set through the mailed link. */
import type { ApiClient, ApiCredentials } from '@vereinsportal/api-client';
import type { Mitglied } from '@vereinsportal/domain';
import { neuesMitglied } from './fixtures.js';
import { zugangUeberMail, type TestServer } from './test-server.js';

export interface AppMitglied {
  id: number;
  credentials: ApiCredentials;
  client: ApiClient;
}

let n = 0;

/**
 * A new member of the administrator's club (no administrator unless overridden) who received
 * 'Zugangsdaten senden' and set a password with the link, as the member would.
 */
export async function appMitglied(s: TestServer, admin: ApiClient, overrides: Partial<Mitglied> = {}): Promise<AppMitglied> {
  const m = neuesMitglied({ IstVereinsAdministrator: 0, ...overrides });
  const { RecordId: id } = await admin.createMitglied({ body: m });
  await admin.appZugangsDatenSenden({ body: { MitgliedId: id } });
  const mail = (await s.deps.outbox.list()).find((x) => x.to === m.Emailadresse);
  if (!mail) throw new Error(`no credentials mail to ${m.Emailadresse}`);
  const credentials = await zugangUeberMail(s.client(), mail.text, `App-Passwort-${++n}-äö`);
  return { id, credentials, client: s.client(credentials) };
}
