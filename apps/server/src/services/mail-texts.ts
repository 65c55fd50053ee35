import {
  APP_BASIS,
  APP_PASSWORT_ROUTE,
  PASSWORT_LINK_GUELTIG_TAGE,
  PASSWORT_SETZEN_ROUTE,
  PASSWORT_VERGESSEN_GUELTIG_MINUTEN,
} from '@vereinsportal/domain';
import { LINK_PLATZHALTER } from './mail-link.js';
import type { MailInput } from './outbox.js';
import { passwortLinkUrl } from './passwort-link.js';

/**
 * Credentials mail (registration and 'Zugangsdaten senden'): the lines `Vereinsnummer: <n>`,
 * `E-Mail: <address>` and `Link: <one-time link>` let a person and a script read it. No password is
 * in it. Everything the sender chose (club and person names, typed into a public registration form)
 * comes after the fixed lines and is marked as such, so the mail cannot be made to open with an
 * attacker's text.
 */
// A name typed into a form may hold line breaks; in the mail it stays on its one marked line.
const einzeilig = (s: string): string => s.replace(/\s+/g, ' ').trim();

export function zugangsdatenMail(args: {
  to: string;
  vereinId: number;
  vereinsName: string;
  name: string | null;
  token: string;
  publicUrl: string;
  registrierung: boolean;
  /** 'App Zugangsdaten senden' to a club administrator: only they may sign in to the portal too. */
  administrator?: boolean;
}): MailInput {
  const basis = args.publicUrl.replace(/\/+$/, '');
  // A member without admin rights has no portal sign-in (README «Die App»): the mail explains the app only.
  const nurApp = !args.registrierung && !args.administrator;
  const anlass = args.registrierung
    ? ['Mit dieser E-Mail-Adresse wurde ein Verein im Vereinsportal registriert. Sie sind sein erster Vereinsadministrator.']
    : [
        'Ihr Verein hat Ihnen einen Zugang zur Vereins-App eingerichtet. Darin finden Sie die News, die Termine mit An- und Abmeldung, die Dokumente, die Mitgliederliste und die Vereinsinfo Ihres Vereins.',
      ];
  const soGehtEs = args.registrierung
    ? []
    : [
        `Die Vereins-App öffnen Sie im Browser Ihres Smartphones unter ${basis}${APP_BASIS}/ und melden sich dort mit Vereinsnummer, E-Mail-Adresse und dem Passwort an, das Sie über den Link festgelegt haben. Über das Browsermenü («Zum Startbildschirm hinzufügen») legen Sie die App auf den Startbildschirm.`,
        ...(args.administrator
          ? [`Als Vereinsadministrator melden Sie sich mit denselben Angaben auch im Vereinsportal an: ${basis}/`]
          : []),
        '',
      ];
  return {
    to: args.to,
    subject: args.registrierung
      ? 'Vereinsportal: Ihre Registrierung'
      : nurApp
        ? 'Ihr Zugang zur Vereins-App'
        : 'Vereinsportal: Ihr Zugang zur Vereins-App',
    text: [
      'Guten Tag',
      '',
      ...anlass,
      `Legen Sie Ihr Passwort über den folgenden Link selbst fest. Der Link ist ${PASSWORT_LINK_GUELTIG_TAGE} Tage gültig und funktioniert nur einmal.`,
      '',
      `Vereinsnummer: ${args.vereinId}`,
      `E-Mail: ${args.to}`,
      // The first administrator works in the portal; a member sent credentials uses the member app.
      `Link: ${passwortLinkUrl(args.publicUrl, LINK_PLATZHALTER, args.registrierung ? PASSWORT_SETZEN_ROUTE : APP_PASSWORT_ROUTE)}`,
      '',
      ...soGehtEs,
      `Verein (wie angegeben): ${einzeilig(args.vereinsName)}`,
      ...(args.name ? [`Name (wie angegeben): ${einzeilig(args.name)}`] : []),
      '',
      args.registrierung
        ? 'Haben Sie diese Registrierung nicht veranlasst? Dann ignorieren Sie diese E-Mail: Ohne den Link kann niemand den Zugang nutzen.'
        : 'Ein Passwort, das Sie bereits haben, bleibt gültig, bis Sie den Link verwenden.',
      '',
      'Freundliche Grüsse',
      nurApp ? 'Ihre Vereins-App' : 'Ihr Vereinsportal',
    ].join('\n'),
    // The outbox stores the token only encrypted and puts it in place of LINK_PLATZHALTER when sending.
    linkToken: args.token,
  };
}

/**
 * 'Passwort vergessen': the same fixed lines as the credentials mail; the link opens the portal's
 * or the member app's set-password page, as the request asked. Only the club's stored name follows.
 */
export function passwortVergessenMail(args: {
  to: string;
  vereinId: number;
  vereinsName: string;
  token: string;
  publicUrl: string;
  ziel: 'portal' | 'app';
}): MailInput {
  return {
    to: args.to,
    subject: 'Vereinsportal: Neues Passwort festlegen',
    text: [
      'Guten Tag',
      '',
      'Für Ihre E-Mail-Adresse wurde ein neues Passwort angefordert.',
      `Legen Sie Ihr neues Passwort über den folgenden Link fest. Der Link ist ${PASSWORT_VERGESSEN_GUELTIG_MINUTEN} Minuten gültig und funktioniert nur einmal.`,
      '',
      `Vereinsnummer: ${args.vereinId}`,
      `E-Mail: ${args.to}`,
      `Link: ${passwortLinkUrl(args.publicUrl, LINK_PLATZHALTER, args.ziel === 'app' ? APP_PASSWORT_ROUTE : PASSWORT_SETZEN_ROUTE)}`,
      '',
      `Verein: ${einzeilig(args.vereinsName)}`,
      '',
      'Haben Sie kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail: Ihr bisheriges Passwort bleibt gültig.',
      '',
      'Freundliche Grüsse',
      'Ihr Vereinsportal',
    ].join('\n'),
    // The outbox stores the token only encrypted and puts it in place of LINK_PLATZHALTER when sending.
    linkToken: args.token,
  };
}
