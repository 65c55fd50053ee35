/** A search parameter as text (a number typed into the address counts too), or undefined. */
export function suchText(v: unknown): string | undefined {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}
