/**
 * Payment provider adapter (docs/produkt.md §10). The default adapter e-mails the invoice to the club address
 * through the outbox; a real provider (card, provider account) would implement submitInvoice the same
 * way and be chosen here by configuration.
 */
import type { Config } from '../config.js';
import type { InvoiceForPayment, PaymentProvider } from '../context.js';
import { rechnungMail, type RechnungsDetails } from './invoice-text.js';
import type { Outbox } from './outbox.js';

export function createPaymentProvider(_config: Config, outbox: Outbox): PaymentProvider {
  return createEmailPaymentProvider(outbox);
}

export function createEmailPaymentProvider(outbox: Outbox): PaymentProvider {
  return {
    async submitInvoice(invoice: InvoiceForPayment & Partial<RechnungsDetails>) {
      await outbox.add(rechnungMail(invoice));
      // Deliver right away instead of waiting for the outbox timer; flush never throws.
      void outbox.flush();
    },
  };
}
