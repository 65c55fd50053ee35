/** Normalisers for text inputs, links and member-category text (docs/produkt.md §2 root layout, §5). */

/** Trims a text input and turns an empty result (or null/undefined) into null. */
export function trimToNull(s: string | null | undefined): string | null {
  if (s === null || s === undefined) return null;
  const t = s.trim();
  return t === '' ? null : t;
}

const HAS_SCHEME = /^https?:\/\//i;

/** Trims a link and prepends 'http://' unless it starts with http:// or https:// (any case); empty -> null. */
export function prefixUrl(s: string | null | undefined): string | null {
  const t = trimToNull(s);
  if (t === null) return null;
  return HAS_SCHEME.test(t) ? t : `http://${t}`;
}

/** Splits comma-separated category text: trimmed, empty entries dropped, duplicates (any case) dropped. */
export function splitKategorien(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  // Category lists are short, so an array of keys beats a Set (this runs for every imported row).
  const keys: string[] = [];
  for (const part of text.split(',')) {
    const t = part.trim();
    if (t === '') continue;
    // The first spelling wins, so "Aktiv, aktiv" keeps "Aktiv".
    const key = t.toLowerCase();
    if (keys.includes(key)) continue;
    keys.push(key);
    out.push(t);
  }
  return out;
}

/** Joins categories to the product's comma-separated text (normalised like splitKategorien); none -> null (= all members). */
export function joinKategorien(list: readonly string[]): string | null {
  return normalizeKategorien(list.join(','));
}

/** Normalises category text: split and join again (trim, drop empty, de-duplicate); empty -> null. */
export function normalizeKategorien(text: string | null | undefined): string | null {
  const parts = splitKategorien(text);
  return parts.length === 0 ? null : parts.join(',');
}
