import { describe, expect, it } from 'vitest';
import { zugangsdatenMail } from '../src/services/mail-texts.js';

/**
 * 'App Zugangsdaten senden' (README «Die App»): a member reads how to reach the app and sign in there;
 * only a club administrator, who may sign in to the portal, is pointed to the portal.
 */
const basis = { to: 'mia@example.ch', vereinId: 1000, vereinsName: 'Turnverein Musterdorf', name: 'Mia Muster', token: 'T'.repeat(43), publicUrl: 'https://portal.example.ch/' };

describe('credentials mail', () => {
  it('tells an ordinary member where the app is and how to sign in, and nothing of the portal', () => {
    const mail = zugangsdatenMail({ ...basis, registrierung: false });
    expect(mail.text).toMatch(/^Vereinsnummer: 1000$/m);
    expect(mail.text).toMatch(/^E-Mail: mia@example\.ch$/m);
    expect(mail.text).toMatch(/^Link: https:\/\/portal\.example\.ch\/app\/passwort#T{43}$/m);
    expect(mail.text).toContain('im Browser Ihres Smartphones unter https://portal.example.ch/app/ ');
    expect(mail.text).toContain('mit Vereinsnummer, E-Mail-Adresse und dem Passwort an, das Sie über den Link festgelegt haben');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/portal(?!\.example)/i);
    expect(mail.text).not.toMatch(/Passwort:/);
  });

  it('tells an administrator that the same sign-in works in the portal', () => {
    const mail = zugangsdatenMail({ ...basis, registrierung: false, administrator: true });
    expect(mail.text).toMatch(/^Link: https:\/\/portal\.example\.ch\/app\/passwort#T{43}$/m);
    expect(mail.text).toContain('https://portal.example.ch/app/ ');
    expect(mail.text).toContain('Als Vereinsadministrator melden Sie sich mit denselben Angaben auch im Vereinsportal an: https://portal.example.ch/');
  });

  it('sends the first administrator of a new club to the portal', () => {
    const mail = zugangsdatenMail({ ...basis, registrierung: true });
    expect(mail.subject).toBe('Vereinsportal: Ihre Registrierung');
    expect(mail.text).toMatch(/^Link: https:\/\/portal\.example\.ch\/passwortsetzen#T{43}$/m);
    expect(mail.text).not.toContain('/app/');
  });
});
