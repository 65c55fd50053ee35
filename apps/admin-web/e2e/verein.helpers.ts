/** A freshly registered club for a spec that needs its own (the bot check solved as the registration widget would). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiClient, SERVER_DIR, zugangsMailAusOutbox, type Zugangsdaten } from './fixtures';

/** Registers a club through the API (the bot check solved as the widget would); returns its e-mail, name and credentials mail. */
export async function registrieren(baseURL: string, vorname: string) {
  const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
  const { solveChallenge } = serverRequire('altcha-lib') as {
    solveChallenge: (o: { challenge: unknown; deriveKey: unknown }) => Promise<unknown>;
  };
  const { deriveKey } = serverRequire('altcha-lib/algorithms/sha') as { deriveKey: unknown };
  const anon = apiClient(baseURL, null);
  const challenge = await anon.getBotcheckChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const email = `${vorname.toLowerCase()}.${Date.now()}@example.ch`;
  const vereinsName = `Verein ${vorname} ${String(Date.now()).slice(-5)}`;
  await anon.registrieren({
    body: {
      VereinId: 0,
      LandId: 756,
      VereinsName: vereinsName,
      Vorname: vorname,
      Nachname: 'Neu',
      Strasse: 'Startweg 1',
      Postleitzahl: '3000',
      Ort: 'Bern',
      Emailadresse: email,
      RecaptchaResponse: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  });
  return { email, vereinsName, mail: await zugangsMailAusOutbox(baseURL, email) };
}

/** Registers a club through the API and sets its administrator's password; returns the sign-in and the club's name. */
export async function neuerVerein(baseURL: string, vorname: string): Promise<Zugangsdaten & { vereinsName: string }> {
  const { email, vereinsName, mail } = await registrieren(baseURL, vorname);
  const passwort = 'Neuer-Verein-2026';
  await apiClient(baseURL, null).passwortSetzen({ body: { Token: new URL(mail.link).hash.slice(1), Passwort: passwort } });
  return { vereinId: mail.vereinId, email, passwort, vereinsName };
}
