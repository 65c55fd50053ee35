/**
 * A real SMTP server on 127.0.0.1 (smtp-server, plain, no AUTH or STARTTLS) that keeps every mail it
 * receives, so tests can give a server process SMTP_URL=smtp://127.0.0.1:<port> and see what it sent.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface EmpfangeneMail {
  /** The envelope's recipient (one per RCPT TO). */
  to: string;
  subject: string;
  text: string;
  /** The Reply-To header's address text, or null. */
  replyTo: string | null;
  /** The attachments as received (an invoice's PDF); absent when the mail has none. */
  anhaenge?: { dateiname: string | null; contentType: string; bytes: Uint8Array }[];
}

export interface SmtpPostfach {
  /** smtp://127.0.0.1:<port> */
  url: string;
  mails: EmpfangeneMail[];
  /** Mails to `adresse` so far. */
  an(adresse: string): EmpfangeneMail[];
  /** The first mail to `adresse`, waiting for it up to `timeoutMs`. */
  warteAuf(adresse: string, timeoutMs?: number): Promise<EmpfangeneMail>;
  close(): Promise<void>;
}

/** `verzoegerungMs` holds each mail that long before accepting it: a slow mail server, so deliveries overlap. */
export async function startSmtpPostfach(options: { verzoegerungMs?: number } = {}): Promise<SmtpPostfach> {
  const mails: EmpfangeneMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.verzoegerungMs) await new Promise((resolve) => setTimeout(resolve, options.verzoegerungMs));
          for (const rcpt of session.envelope.rcptTo)
            mails.push({
              to: rcpt.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              replyTo: parsed.replyTo?.text ?? null,
              ...(parsed.attachments.length > 0
                ? {
                    anhaenge: parsed.attachments.map((a) => ({
                      dateiname: a.filename ?? null,
                      contentType: a.contentType,
                      bytes: new Uint8Array(a.content),
                    })),
                  }
                : {}),
            });
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const an = (adresse: string) => mails.filter((m) => m.to === adresse.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    an,
    async warteAuf(adresse, timeoutMs = 15_000) {
      const bis = Date.now() + timeoutMs;
      while (Date.now() < bis) {
        const mail = an(adresse)[0];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`keine E-Mail an ${adresse} innert ${timeoutMs} ms (erhalten: ${mails.map((m) => m.to).join(', ') || 'keine'})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
