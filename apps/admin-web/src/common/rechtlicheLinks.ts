/** External pages linked from the registration checkboxes (docs/produkt.md §2). Overridable at build time. */
export const AGB_URL: string = import.meta.env.VITE_AGB_URL ?? 'https://www.vereinsportal.ch/agb';
export const DATENSCHUTZ_URL: string = import.meta.env.VITE_DATENSCHUTZ_URL ?? 'https://www.vereinsportal.ch/datenschutz';
