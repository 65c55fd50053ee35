import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox.js';

/** nodemailer transport for SMTP_URL (smtp:// or smtps://). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}
