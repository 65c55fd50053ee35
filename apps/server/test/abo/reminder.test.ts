import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminderJob } from '../../src/services/reminder.js';
import { startTestServer, TestClock, type TestServer } from '../helpers/test-server.js';
import { HEUTE, JETZT } from '../helpers/inhalte.js';

describe('end-of-term reminder job', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock: new TestClock(JETZT) });
  });
  afterAll(async () => s?.close());

  const abo = async (vereinId: number, von: string, bis: string) =>
    (
      await s.db
        .insertInto('vertrag')
        .values({
          VereinId: vereinId,
          VertragsArt: 'Jahresabonnement',
          VertragsLaufzeitVon: von,
          VertragsLaufzeitBis: bis,
          VertragAnzahlMitglieder: 10,
          ErstelltAm: JETZT,
        })
        .returning('VertragId')
        .executeTakeFirstOrThrow()
    ).VertragId;
  const erinnerungen = async (to: string) => (await s.deps.outbox.list(1000)).filter((m) => m.to === to && m.subject.includes('endet'));

  it('sends one mail per contract 30 days ahead, even for two concurrent runs', async () => {
    const v = await s.createVerein();
    await abo(v.vereinId, '2025-04-14', '2026-04-13'); // ends in 29 days
    const [a, b] = await Promise.all([runReminderJob(s.deps, HEUTE), runReminderJob(s.deps, HEUTE)]);
    expect(a + b).toBe(1);
    expect(await runReminderJob(s.deps, HEUTE)).toBe(0);
    expect(await runReminderJob(s.deps, '2026-03-20')).toBe(0);
    const mails = await erinnerungen(v.credentials.emailadresse);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('13.04.2026');
    expect(mails[0]!.text).toContain('/aboerneuerung');
  });

  it('does not remind too early, for renewed subscriptions, or for other contract types', async () => {
    const spaeter = await s.createVerein();
    await abo(spaeter.vereinId, '2025-04-16', '2026-04-15'); // 31 days
    const erneuert = await s.createVerein();
    await abo(erneuert.vereinId, '2025-04-01', '2026-03-31');
    await abo(erneuert.vereinId, '2026-04-01', '2027-03-31');
    await runReminderJob(s.deps, HEUTE);
    expect(await erinnerungen(spaeter.credentials.emailadresse)).toHaveLength(0);
    expect(await erinnerungen(erneuert.credentials.emailadresse)).toHaveLength(0);
    // The Test contract of every new club ends within 30 days and gets no renewal reminder.
    expect((await s.deps.outbox.list(1000)).filter((m) => m.subject.includes('endet'))).toHaveLength(1);

    // Exactly 30 days before the end the reminder goes out.
    expect(await runReminderJob(s.deps, '2026-03-16')).toBe(1);
    expect(await erinnerungen(spaeter.credentials.emailadresse)).toHaveLength(1);
  });

  it('a second server instance on the same database sends nothing twice', async () => {
    const v = await s.createVerein();
    await abo(v.vereinId, '2025-04-10', '2026-04-09');
    // A second set of deps on the same database stands in for a second server instance.
    const { createDeps } = await import('../../src/deps.js');
    const pino = (await import('pino')).default;
    const zweite = await createDeps(s.deps.config, { clock: s.deps.clock, log: pino({ level: 'silent' }), printMail: () => undefined });
    try {
      // better-sqlite3 blocks the event loop while it waits for a lock, so two SQLite connections in ONE
      // process cannot overlap (separate processes can); there the instances run one after the other.
      const [a, b] =
        s.deps.engine === 'postgres'
          ? await Promise.all([runReminderJob(s.deps, HEUTE), runReminderJob(zweite, HEUTE)])
          : [await runReminderJob(zweite, HEUTE), await runReminderJob(s.deps, HEUTE)];
      expect(a + b).toBe(1);
    } finally {
      await zweite.destroy();
    }
    expect(await erinnerungen(v.credentials.emailadresse)).toHaveLength(1);
  });
});
