/** Display helpers of the app's lists. */
import { formatDatumDe } from '@vereinsportal/domain';

interface TerminZeit {
  Datum: string;
  DatumBis: string | null;
  Zeit: string | null;
  ZeitBis: string | null;
  Ganztaegig: 0 | 1;
}

/** 'dd.MM.yyyy' or 'dd.MM.yyyy – dd.MM.yyyy' for several days. */
export function terminDatum(t: TerminZeit): string {
  const von = formatDatumDe(t.Datum);
  return t.DatumBis && t.DatumBis !== t.Datum ? `${von} – ${formatDatumDe(t.DatumBis)}` : von;
}

/** 'ganztägig', '18:00 – 20:00 Uhr', '18:00 Uhr' or null without a time. */
export function terminZeit(t: TerminZeit): string | null {
  if (t.Ganztaegig === 1) return 'ganztägig';
  if (!t.Zeit) return null;
  return t.ZeitBis ? `${t.Zeit} – ${t.ZeitBis} Uhr` : `${t.Zeit} Uhr`;
}

/** 'Nachname Vorname', whichever parts exist. */
export function name(p: { Vorname: string | null; Nachname: string | null }): string {
  return [p.Nachname, p.Vorname].filter((t) => t && t.trim() !== '').join(' ') || 'Ohne Namen';
}

/** The comma-separated categories as a list. */
export function kategorien(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/** A server error text for plain display: '<br>' joins lines, the escaped <, >, & are restored. */
export function alsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
