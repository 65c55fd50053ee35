/**
 * Apps before the device token stored the password in localStorage. At start such a session is
 * exchanged once for a token (anmeldung/anmeldung.ts) and the password leaves storage; a refused password
 * (changed meanwhile) signs out, no connection tries again at the next start.
 */
import { altesPasswort, getSitzung } from '../common/session';
import { abmeldenLokal } from '../common/abmeldenLokal';

export async function passwortGegenTokenTauschen(): Promise<void> {
  const s = getSitzung();
  const passwort = altesPasswort();
  if (!s || passwort === null) return;
  try {
    const { passwortUmstellen } = await import('./anmeldung');
    await passwortUmstellen({ vereinId: s.vereinId, emailadresse: s.emailadresse, passwort });
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 401 || status === 429) abmeldenLokal();
  }
}
