/**
 * Pinning the user-visible texts: a table of every text spelled out as literal German, and the two checks every
 * text test makes with it (each value is its literal; every key of a text module is in the table).
 */
import { expect, it } from 'vitest';

/** One pinned text: module, key (a function key may appear with several arguments), actual value, expected literal. */
export type Zeile = readonly [modul: string, schluessel: string, ist: unknown, soll: string];

/** The keys of a text module whose value is a plain text (not a function). */
type TextSchluessel<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** A module's pinned text: [key, literal] for a plain text, read from the module; [key, actual, literal] for a call. */
export type Eintrag<T> =
  readonly [schluessel: TextSchluessel<T>, soll: string] | readonly [schluessel: keyof T & string, ist: unknown, soll: string];

/** The rows of one text module, its name and its lookups written once. */
export function pinnen<T extends object>(modul: string, objekt: T, eintraege: readonly Eintrag<T>[]): Zeile[] {
  return eintraege.map((e): Zeile => (e.length === 2 ? [modul, e[0], objekt[e[0]], e[1]] : [modul, e[0], e[1], e[2]]));
}

/** Each row's value is its literal, and each module's keys are exactly the keys pinned for it. */
export function texteTesten(tabelle: readonly Zeile[], module: Record<string, object>): void {
  it.each(tabelle.map((z) => [`${z[0]}.${z[1]}`, z[2], z[3]] as const))('%s', (_name, ist, soll) => {
    expect(ist).toBe(soll);
  });

  it.each(Object.entries(module))('every key of %s is pinned', (modul, objekt) => {
    const gepinnt = new Set(tabelle.filter((z) => z[0] === modul).map((z) => z[1]));
    expect([...gepinnt].sort()).toEqual(Object.keys(objekt).sort());
  });
}
