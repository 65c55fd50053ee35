import type { MailTransport } from './outbox.js';

/** nodemailer transport for SMTP_URL (smtp:// or smtps://); nodemailer is loaded only with SMTP configured. */
export async function createSmtpTransport(smtpUrl: string, from: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}
