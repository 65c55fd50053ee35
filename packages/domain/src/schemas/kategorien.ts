/** Member-category text input (docs/produkt.md §5): comma-separated, normalised, at most 500 characters. */
import type * as v from 'valibot';
import { MAX } from '../constants.js';
import { kategorienFeld } from './fields.js';

/** The picker's new-categories text: trimmed, split by comma, empty/duplicate entries dropped; null when empty. */
export const kategorienTextSchema = kategorienFeld('Mitgliedschaftsart', MAX.kategorienText);
/** Output of kategorienTextSchema. */
export type KategorienTextInput = v.InferOutput<typeof kategorienTextSchema>;
