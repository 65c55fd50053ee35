/**
 * The console line of a mail in demo mode without SMTP (README «Demo»): recipient, subject and where to read
 * it. The whole text stays in the outbox page, so a demo's console shows what happens, not pages of mail.
 */
/** 'E-Mail an … · «Betreff» · lesbar unter http://localhost:3000/outbox' (one line, no line break). */
export function demoMailZeile(mail: { to: string; subject: string; anhaenge?: readonly unknown[] }, publicUrl: string): string {
  const anhaenge = mail.anhaenge?.length ?? 0;
  const betreff = mail.subject.replace(/\s+/g, ' ').trim();
  const mitAnhang = anhaenge === 0 ? '' : anhaenge === 1 ? ' (1 Anhang)' : ` (${anhaenge} Anhänge)`;
  return `E-Mail an ${mail.to}: «${betreff}»${mitAnhang}, lesbar unter ${publicUrl}/outbox`;
}
