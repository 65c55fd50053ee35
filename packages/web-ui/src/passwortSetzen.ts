/**
 * The state and checks behind the set-password screens of both apps (/passwortsetzen, /app/passwort),
 * without their look (anmeldeFelder.tsx NeuesPasswortFelder draws the fields).
 */
import { useCallback, useState } from 'react';
import { isApiError } from '@vereinsportal/api-client';
import { MELDUNG, passwortFormularFehler, passwortTokenAusFragment } from '@vereinsportal/domain';

/**
 * Set password (/passwortsetzen, /app/passwort): the token from the address's fragment (never sent to a
 * server with the page), the new password twice, and the dead link (used or expired) that replaces the form.
 */
export function usePasswortSetzen() {
  const [token, setToken] = useState(() => passwortTokenAusFragment(window.location.hash));
  // The server's sentence when the link turned out to be used or expired: the form is of no use then.
  const [linkFehler, setLinkFehler] = useState<string | null>(null);
  const [passwort, setPasswort] = useState<string | null>(null);
  const [wiederholung, setWiederholung] = useState<string | null>(null);
  const errors = passwortFormularFehler(passwort, wiederholung);
  /** True (and the form gives way) when the error says the link is dead: 404 with the server's German sentence. */
  const linkTot = useCallback((error: unknown): boolean => {
    if (!(isApiError(error) && error.status === 404 && typeof error.body === 'string')) return false;
    setLinkFehler(error.body);
    setToken(null);
    return true;
  }, []);
  return {
    token,
    felder: { passwort, setPasswort, wiederholung, setWiederholung, errors },
    anfrage: token && !errors && passwort !== null ? { Token: token, Passwort: passwort } : null,
    linkFehler: linkFehler ?? MELDUNG.passwortLinkUngueltig,
    linkTot,
  };
}
