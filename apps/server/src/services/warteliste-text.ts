/** The mail to a member who moved up from an event's waiting list (docs/produkt.md "Kapazität und Warteliste"). */
import { APP_BASIS, formatDatumDe } from '@vereinsportal/domain';
import type { MailInput } from './outbox.js';

// Names and titles typed into forms may hold line breaks; in the mail each stays on its line.
const einzeilig = (s: string): string => s.replace(/\s+/g, ' ').trim();

export function nachgerueckMail(args: {
  to: string;
  name: string;
  vereinsName: string;
  titel: string;
  datum: string;
  zeit: string | null;
  publicUrl: string;
}): MailInput {
  const wann = `${formatDatumDe(args.datum)}${args.zeit ? `, ${args.zeit} Uhr` : ''}`;
  const titel = einzeilig(args.titel);
  return {
    to: args.to,
    subject: `Sie haben einen Platz: ${titel} am ${formatDatumDe(args.datum)}`,
    text: [
      `Guten Tag ${einzeilig(args.name)}`.trimEnd(),
      '',
      `Für den Termin «${titel}» am ${wann} ist ein Platz frei geworden.`,
      'Sie standen auf der Warteliste und haben jetzt einen Platz: Sie sind angemeldet.',
      '',
      `Können Sie doch nicht teilnehmen, melden Sie sich bitte in der Vereins-App ab (${args.publicUrl.replace(/\/+$/, '')}${APP_BASIS}/), damit die nächste Person nachrücken kann.`,
      '',
      'Freundliche Grüsse',
      einzeilig(args.vereinsName),
    ].join('\n'),
  };
}
