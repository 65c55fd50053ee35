/**
 * The domain rules the server uses, gathered in one place. Most come straight from
 * @vereinsportal/domain; the field-level wire validation in fields.ts / mitglied.ts is still local
 * (TODO(domain): switch to domain's mitgliedSchema / vereinsKontoSchema / registrierungPayloadSchema /
 * importZeileSchema once their messages and the server's tests agree).
 */
import { IMPORT_MELDUNG, MAX, type FieldErrors } from '@vereinsportal/domain';

export {
  addDays,
  addYears,
  EMAIL_PATTERN,
  heuteInZeitzone,
  isValidEmail,
  joinKategorien,
  laufzeitEnde,
  splitKategorien,
  TEST_MAX_MITGLIEDER,
  TEST_TAGE,
  trimToNull,
  WERBUNG_MAX_MITGLIEDER,
} from '@vereinsportal/domain';

export const MAX_MITGLIED = MAX.mitglied;
export const MAX_VEREINSKONTO = MAX.vereinsKonto;
export const MAX_REGISTRIERUNG = MAX.registrierung;

// SPEC §5 message texts (verbatim, from the domain).
export const pflichtfeld = IMPORT_MELDUNG.pflichtfeld;
export const maxLaenge = IMPORT_MELDUNG.maxLaenge;
export const EMAIL_FORMAT = IMPORT_MELDUNG.emailFormat;
export const HAT_SYSTEMZUGRIFF_UNGUELTIG = IMPORT_MELDUNG.hatSystemZugriff;
export const FREIE_PLAETZE = IMPORT_MELDUNG.freiePlaetze;
export const EMAIL_EINDEUTIG = IMPORT_MELDUNG.emailNichtEindeutig;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
