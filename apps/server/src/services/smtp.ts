import type { MailTransport } from './outbox.js';

/** nodemailer transport for SMTP_URL (smtp:// or smtps://); nodemailer is loaded only with SMTP configured. */
export async function createSmtpTransport(smtpUrl: string, from: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  // Bounded waits: a delivery must end well within the outbox's claim (OUTBOX_LEASE_MS), or a second
  // instance would take the mail over and send it again.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return async (mail) => {
    await transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      attachments: (mail.anhaenge ?? []).map((a) => ({
        filename: a.dateiname,
        contentType: a.contentType,
        content: Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength),
      })),
    });
  };
}
