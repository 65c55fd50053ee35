import { ANMELDE_HEADER, GERAETE_TOKEN_HEADER } from '@vereinsportal/contract';

/** The three sign-in values sent on every authenticated call. */
export interface ApiCredentials {
  vereinId: number;
  emailadresse: string;
  passwort: string;
}

/** The member app's sign-in after `appAnmelden`: its device token instead of the password. */
export interface GeraeteTokenCredentials {
  geraeteToken: string;
}

/**
 * The auth headers of docs/produkt.md §7, values percent-encoded so umlauts survive HTTP header rules;
 * or the device token's one header.
 */
export function authHeaders(credentials: ApiCredentials | GeraeteTokenCredentials): Record<string, string> {
  if ('geraeteToken' in credentials) return { [GERAETE_TOKEN_HEADER]: credentials.geraeteToken };
  return {
    [ANMELDE_HEADER.vereinId]: encodeURIComponent(String(credentials.vereinId)),
    [ANMELDE_HEADER.emailadresse]: encodeURIComponent(credentials.emailadresse),
    [ANMELDE_HEADER.passwort]: encodeURIComponent(credentials.passwort),
  };
}
