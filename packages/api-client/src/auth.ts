/** The three sign-in values sent on every authenticated call. */
export interface ApiCredentials {
  vereinId: number;
  emailadresse: string;
  passwort: string;
}

/** The auth headers of docs/produkt.md §7, values percent-encoded so umlauts survive HTTP header rules. */
export function authHeaders(credentials: ApiCredentials): Record<string, string> {
  return {
    vereinid: encodeURIComponent(String(credentials.vereinId)),
    emailadresse: encodeURIComponent(credentials.emailadresse),
    passwort: encodeURIComponent(credentials.passwort),
  };
}
