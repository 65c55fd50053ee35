/** The line written to stderr by {@link importTestSignal}. */
export const IMPORT_TESTSIGNAL = 'import-transaktion-offen';

/**
 * Test hook for the crash test (test/betrieb/crash.test.ts): it must kill the server while the member
 * import's transaction is open, and it cannot know that moment from outside. With
 * VP_TEST_SIGNAL_IMPORT=<ms> the import writes one line to stderr from inside its transaction (after
 * the first rows are written, before the commit) and then waits that many milliseconds, so the kill
 * lands in the open transaction for sure. Without the variable (production) it does nothing.
 */
export async function importTestSignal(): Promise<void> {
  const wert = process.env.VP_TEST_SIGNAL_IMPORT;
  if (!wert) return;
  process.stderr.write(`${IMPORT_TESTSIGNAL}\n`);
  const ms = Number(wert);
  if (Number.isFinite(ms) && ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}
