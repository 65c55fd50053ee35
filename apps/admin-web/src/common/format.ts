import { formatDatumDe, formatZeitpunktDe } from '@vereinsportal/domain';

/** 'YYYY-MM-DD' -> 'dd.MM.yyyy' (docs/produkt.md §9) for table cells; empty for null. */
export function datumDe(iso: string | null | undefined): string {
  return iso ? formatDatumDe(iso) : '';
}

/** An ISO instant as 'dd.MM.yyyy HH:mm' in the club's time zone (common/einstellungen.ts useZeitzone); unreadable: as given. */
export function zeitpunktDe(iso: string, zeitzone: string): string {
  return formatZeitpunktDe(iso, zeitzone) || iso;
}

/** 0/1 flag as a check mark for tables. */
export function hakenText(flag: number | boolean | null | undefined): string {
  return flag ? '✓' : '';
}
