/**
 * Payment provider adapter (docs/produkt.md §10 and "Rechnungen"). The default adapter e-mails the invoice
 * with its PDF and QR-bill to the club address through the outbox; the club pays by bank transfer and the
 * operator reads the bank's file (cli.ts zahlungen-einlesen).
 *
 * Room for a card provider's hosted checkout (not built): a second adapter chosen here by configuration
 * (e.g. PAYMENT_PROVIDER plus the provider's API key and webhook secret) would create a checkout session for
 * the invoice's open amount with the invoice number as its reference, add the session's link to the same
 * mail, and need a signed webhook route that books the payment like a bank entry (a `zahlung` row keyed
 * by the provider's payment id, so a repeated webhook books nothing twice).
 */
import type { Config } from '../config.js';
import type { PaymentProvider } from '../context.js';
import type { Outbox } from './outbox.js';
import { rechnungMail } from './rechnungen/rechnung-mail.js';
import type { RechnungZeile } from './rechnungen/rechnung-schreiben.js';

export function createPaymentProvider(config: Config, outbox: Outbox): PaymentProvider {
  return createEmailPaymentProvider(config, outbox);
}

export function createEmailPaymentProvider(config: Config, outbox: Outbox): PaymentProvider {
  return {
    async submitInvoice(rechnung: RechnungZeile) {
      if (!config.betreiber) throw new Error('Rechnung ohne Betreiberdaten (BETREIBER_NAME, BETREIBER_IBAN, …) nicht versendbar');
      await outbox.add(await rechnungMail(config.betreiber, rechnung));
      // Deliver right away instead of waiting for the outbox timer; flush never throws.
      void outbox.flush();
    },
  };
}
