import { describe, expect, it } from 'vitest';
import { zugangsdatenMail } from '../../src/services/mail-texts.js';

/**
 * 'App Zugangsdaten senden' (README «Die App»): a member reads how to reach the app and sign in there;
 * only a club administrator, who may sign in to the portal, is pointed to the portal.
 */
const basis = {
  to: 'mia@example.ch',
  vereinId: 1000,
  vereinsName: 'Turnverein Musterdorf',
  name: 'Mia Muster',
  token: 'T'.repeat(43),
  publicUrl: 'https://portal.example.ch/',
};

describe('credentials mail', () => {
  it('tells an ordinary member where the app is and how to sign in, and nothing of the portal', () => {
    const mail = zugangsdatenMail({ ...basis, registrierung: false });
    expect(mail.text).toMatch(/^Vereinsnummer: 1000$/m);
    expect(mail.text).toMatch(/^E-Mail: mia@example\.ch$/m);
    // The token is filled in only when the mail is sent (services/mail-link.ts); the text holds its placeholder.
    expect(mail.text).toMatch(/^Link: https:\/\/portal\.example\.ch\/app\/passwort#\[einmal-link\]$/m);
    expect(mail.linkToken).toBe('T'.repeat(43));
    expect(mail.text).toContain('im Browser Ihres Smartphones unter https://portal.example.ch/app/ ');
    expect(mail.text).toContain('mit Vereinsnummer, E-Mail-Adresse und dem Passwort an, das Sie über den Link festgelegt haben');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/portal(?!\.example)/i);
    expect(mail.text).not.toMatch(/Passwort:/);
  });

  it('tells an administrator that the same sign-in works in the portal', () => {
    const mail = zugangsdatenMail({ ...basis, registrierung: false, administrator: true });
    expect(mail.text).toMatch(/^Link: https:\/\/portal\.example\.ch\/app\/passwort#\[einmal-link\]$/m);
    expect(mail.text).toContain('https://portal.example.ch/app/ ');
    expect(mail.text).toContain(
      'Als Vereinsadministrator melden Sie sich mit denselben Angaben auch im Vereinsportal an: https://portal.example.ch/',
    );
  });

  it('sends the first administrator of a new club to the portal', () => {
    const mail = zugangsdatenMail({ ...basis, registrierung: true });
    expect(mail.subject).toBe('Vereinsportal: Ihre Registrierung');
    expect(mail.text).toMatch(/^Link: https:\/\/portal\.example\.ch\/passwortsetzen#\[einmal-link\]$/m);
    expect(mail.text).not.toContain('/app/');
  });
});

/** docs/produkt.md "Kapazität und Warteliste": the member who moved up reads which event, when, and that they now have a place. */
describe('waiting list move-up mail', () => {
  it('names the event, its date and time, and that the member now has a place', async () => {
    const { nachgerueckMail } = await import('../../src/services/warteliste-text.js');
    const mail = nachgerueckMail({
      to: 'carla@example.ch',
      name: 'Carla Muster',
      vereinsName: 'Turnverein\nMusterdorf',
      titel: 'Skitag',
      datum: '2026-05-23',
      zeit: '07:30',
      publicUrl: 'https://portal.example.ch/',
    });
    expect(mail.subject).toBe('Sie haben einen Platz: Skitag am 23.05.2026');
    expect(mail.text).toBe(
      [
        'Guten Tag Carla Muster',
        '',
        'Für den Termin «Skitag» am 23.05.2026, 07:30 Uhr ist ein Platz frei geworden.',
        'Sie standen auf der Warteliste und haben jetzt einen Platz: Sie sind angemeldet.',
        '',
        'Können Sie doch nicht teilnehmen, melden Sie sich bitte in der Vereins-App ab (https://portal.example.ch/app/), damit die nächste Person nachrücken kann.',
        '',
        'Freundliche Grüsse',
        'Turnverein Musterdorf',
      ].join('\n'),
    );
    expect(
      nachgerueckMail({ ...mail, name: '', vereinsName: 'TV', titel: 'Lager', datum: '2026-07-01', zeit: null, publicUrl: 'https://p.ch' })
        .text,
    ).toMatch(/^Guten Tag\n\nFür den Termin «Lager» am 01\.07\.2026 ist ein Platz frei geworden\./);
  });
});
