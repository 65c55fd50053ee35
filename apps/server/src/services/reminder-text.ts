/** The end-of-term reminder e-mail. */
import { formatDatumDe as datumDe } from '@vereinsportal/domain';
import type { MailInput } from './outbox.js';

export function reminderMail(args: { to: string; vereinId: number; vereinsName: string; ende: string; publicUrl: string }): MailInput {
  return {
    to: args.to,
    subject: `Vereinsportal: Ihr Jahresabonnement endet am ${datumDe(args.ende)}`,
    text: [
      'Guten Tag',
      '',
      `Das Jahresabonnement von "${args.vereinsName}" (Vereinsnummer ${args.vereinId}) endet am ${datumDe(args.ende)}.`,
      'Es verlängert sich nicht automatisch. Damit Ihre Mitglieder die App ohne Unterbruch nutzen können,',
      'erneuern Sie es bitte rechtzeitig. Das neue Abonnement beginnt am Tag nach dem Ende des laufenden.',
      '',
      `Jetzt erneuern: ${args.publicUrl}/aboerneuerung`,
      '',
      'Freundliche Grüsse',
      'Ihr Vereinsportal',
    ].join('\n'),
  };
}
