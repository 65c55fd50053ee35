/**
 * Swiss spelling for the German texts of the libraries (MUI and its date pickers say
 * 'Schließen', 'Größer als'): every 'ß' becomes 'ss', in texts and in what text functions return.
 * The one place that adapts them; theme.ts and pickers.tsx pass their locale through it.
 */
export function schweizerText(text: string): string {
  return text.replaceAll('ß', 'ss');
}

/** A copy of a locale object (nested texts and text functions) in Swiss spelling. */
export function schweizerDeutsch<T>(wert: T): T {
  if (typeof wert === 'string') return schweizerText(wert) as T;
  if (typeof wert === 'function') {
    const f = wert as (...a: unknown[]) => unknown;
    return ((...a: unknown[]) => schweizerDeutsch(f(...a))) as T;
  }
  if (wert === null || typeof wert !== 'object' || Array.isArray(wert)) return wert;
  return Object.fromEntries(Object.entries(wert).map(([k, v]) => [k, schweizerDeutsch(v)])) as T;
}
