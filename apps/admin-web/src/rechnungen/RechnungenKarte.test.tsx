import { afterEach, describe, expect, it, vi } from 'vitest';

const { getRechnungen, getRechnungPdf } = vi.hoisted(() => ({ getRechnungen: vi.fn(), getRechnungPdf: vi.fn() }));
vi.mock('../common/api', () => ({ api: { getRechnungen, getRechnungPdf } }));

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RechnungListenEintrag } from '@vereinsportal/domain';
import { createQueryClient } from '../common/queryClient';
import { RechnungenKarte } from './RechnungenKarte';

const basis: RechnungListenEintrag = {
  RechnungId: 12,
  Rechnungsdatum: '2026-11-02',
  FaelligAm: '2026-12-02',
  Total: 20,
  Offen: 20,
  Waehrung: 'CHF',
  Status: 'offen',
  Mahnstufe: 0,
  BezahltAm: null,
  Zahlungsreferenz: 'RF18539007547034',
  Leistung: 'Jahresabonnement: Erhöhung um 10 Mitglieder',
};

function zeigen(rechnungen: RechnungListenEintrag[]) {
  getRechnungen.mockResolvedValue(rechnungen);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RechnungenKarte />
    </QueryClientProvider>,
  );
}

const block = (nr: number) => screen.getByRole('heading', { name: `Rechnung ${nr}` }).closest('li') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RechnungenKarte', () => {
  it('without invoices says so and when invoices come', async () => {
    zeigen([]);
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeTruthy();
    expect(screen.getByText(/Eine Rechnung entsteht, wenn Sie ein Jahresabonnement abschliessen/)).toBeTruthy();
  });

  it('shows what is still open, the day of payment, overdue in red and the reminder level', async () => {
    zeigen([
      { ...basis, RechnungId: 14, Status: 'überfällig', Mahnstufe: 2, FaelligAm: '2026-09-01' },
      { ...basis, RechnungId: 13, Status: 'teilweise bezahlt', Offen: 5 },
      { ...basis, RechnungId: 12, Status: 'bezahlt', Offen: 0, BezahltAm: '2026-11-20' },
    ]);
    await screen.findByRole('heading', { name: 'Rechnung 14' });
    const ueberfaellig = within(block(14));
    const chip = ueberfaellig.getByText('überfällig').closest('.MuiChip-root')?.className ?? '';
    expect(chip).toContain('MuiChip-filled');
    expect(chip).toContain('MuiChip-colorError');
    expect(ueberfaellig.getByText('2. Mahnung')).toBeTruthy();
    expect(ueberfaellig.getByText('01.09.2026')).toBeTruthy();
    expect(within(block(13)).getByText('noch offen: 5.00 CHF')).toBeTruthy();
    expect(within(block(13)).getByText('20.00 CHF')).toBeTruthy();
    expect(within(block(12)).getByText('bezahlt am 20.11.2026')).toBeTruthy();
  });

  it("saves the PDF fetched by the signed-in client as 'Rechnung-<nr>.pdf', once per double click", async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    getRechnungPdf.mockResolvedValue(pdf);
    const createObjectURL = vi.fn(() => 'blob:rechnung');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const gespeichert: string[] = [];
    const klick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      gespeichert.push(this.download);
    });
    zeigen([basis]);
    const knopf = await screen.findByRole('button', { name: 'Rechnung 12 als PDF herunterladen' });
    // A double click fetches and saves the file once.
    fireEvent.click(knopf);
    fireEvent.click(knopf);
    await waitFor(() => expect(gespeichert).toEqual(['Rechnung-12.pdf']));
    expect(getRechnungPdf).toHaveBeenCalledTimes(1);
    expect(getRechnungPdf).toHaveBeenCalledWith({ params: { RechnungId: 12 } });
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    klick.mockRestore();
  });
});
