/**
 * PDF recognition by content (DESIGN §4: "checked by its bytes, not its name").
 */

const HEADER = Buffer.from('%PDF-', 'latin1');
// Readers accept the header within the first 1024 bytes (PDF 1.7, annex H); so do we.
const HEADER_WINDOW = 1024;

export function istPdf(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER.length + 3) return false;
  const window = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW));
  const at = window.indexOf(HEADER);
  if (at < 0) return false;
  // "%PDF-" must be followed by a version like 1.4 or 2.0.
  const version = window.subarray(at + HEADER.length, at + HEADER.length + 3).toString('latin1');
  return /^[12]\.\d$/.test(version);
}
