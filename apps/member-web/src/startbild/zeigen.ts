/** Entry of its own, run before the app's (vite.config.ts): paints the start frame (startbild.ts). */
import { SITZUNG_KEY } from '../common/sitzungLesen';
import { startbildZeigen } from './startbild';

try {
  startbildZeigen(document, globalThis.localStorage?.getItem(SITZUNG_KEY) ?? null, globalThis.location.pathname);
} catch {
  // Storage blocked (private mode): the app starts as without the frame.
}
