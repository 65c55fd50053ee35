import type { MailInput } from './outbox.js';

/**
 * Credentials mail (registration and app credentials). DESIGN §3: the text has the lines
 * `Vereinsnummer: <n>`, `E-Mail: <address>` and `Passwort: <password>` so people and scripts can read it.
 */
export function zugangsdatenMail(args: {
  to: string;
  vereinId: number;
  vereinsName: string;
  vorname: string | null;
  passwort: string;
  publicUrl: string;
  registrierung: boolean;
}): MailInput {
  const anrede = args.vorname ? `Guten Tag ${args.vorname}` : 'Guten Tag';
  const einleitung = args.registrierung
    ? `Ihr Verein "${args.vereinsName}" ist im Vereinsportal registriert. Sie sind sein erster Vereinsadministrator.`
    : `Hier sind Ihre Zugangsdaten für die Vereins-App von "${args.vereinsName}".`;
  return {
    to: args.to,
    subject: args.registrierung ? 'Vereinsportal: Ihre Registrierung und Zugangsdaten' : 'Vereinsportal: Ihre App-Zugangsdaten',
    text: [
      `${anrede},`,
      '',
      einleitung,
      '',
      `Vereinsnummer: ${args.vereinId}`,
      `E-Mail: ${args.to}`,
      `Passwort: ${args.passwort}`,
      '',
      `Anmeldung im Vereinsportal: ${args.publicUrl}/anmeldung`,
      '',
      'Freundliche Grüsse',
      'Ihr Vereinsportal',
    ].join('\n'),
  };
}
