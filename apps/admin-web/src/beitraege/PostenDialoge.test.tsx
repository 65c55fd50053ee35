import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  beitragsrechnungBarBezahlt: vi.fn(),
  beitragsrechnungStornieren: vi.fn(),
  beitragsMahnungenVorschau: vi.fn(),
  beitragsMahnungenSenden: vi.fn(),
}));
vi.mock('../common/api', () => ({ api }));

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BeitragsrechnungEintrag } from '@vereinsportal/domain';
import { createQueryClient } from '../common/queryClient';
import { heuteIso } from '../datenschutz/herunterladen';
import { BarBezahltDialog, MahnungenDialog, StornierenDialog } from './PostenDialoge';

const rechnung: BeitragsrechnungEintrag = {
  BeitragsrechnungId: 7,
  LaufId: 1,
  Bezeichnung: 'Mitgliederbeitrag 2027',
  MitgliedId: 12,
  Name: 'Anna Muster',
  Rechnungsdatum: '2026-11-26',
  FaelligAm: '2026-12-26',
  Betrag: 120,
  Bezahlt: 20,
  Offen: 100,
  Status: 'teilweise bezahlt',
  Mahnstufe: 0,
  BezahltAm: null,
  Zahlungsreferenz: 'RF18539007547034',
  StornoGrund: null,
};

function zeigen(dialog: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{dialog}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Bar bezahlt', () => {
  it('proposes what is open, books it with the day in francs and closes', async () => {
    api.beitragsrechnungBarBezahlt.mockResolvedValue({});
    const schliessen = vi.fn();
    zeigen(<BarBezahltDialog rechnung={rechnung} onClose={schliessen} />);
    const betrag = screen.getByRole('textbox', { name: /Betrag/ });
    expect((betrag as HTMLInputElement).value).toBe('100.00');
    fireEvent.change(betrag, { target: { value: '59.95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buchen' }));
    await waitFor(() => expect(schliessen).toHaveBeenCalled());
    expect(api.beitragsrechnungBarBezahlt).toHaveBeenCalledWith({
      params: { BeitragsrechnungId: 7 },
      body: { Datum: heuteIso(), Betrag: 59.95 },
    });
  });

  it('takes no amount that is not one', () => {
    zeigen(<BarBezahltDialog rechnung={rechnung} onClose={vi.fn()} />);
    const betrag = screen.getByRole('textbox', { name: /Betrag/ });
    fireEvent.change(betrag, { target: { value: '12.345' } });
    fireEvent.blur(betrag);
    expect(screen.getByRole('button', { name: 'Buchen' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Bitte einen Betrag wie 120.00 eingeben.')).toBeTruthy();
  });
});

describe('Stornieren', () => {
  it('needs a reason, then sends it', async () => {
    api.beitragsrechnungStornieren.mockResolvedValue({});
    zeigen(<StornierenDialog rechnung={rechnung} onClose={vi.fn()} />);
    const knopf = screen.getByRole('button', { name: 'Stornieren' });
    expect(knopf.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Grund/ }), { target: { value: 'Austritt' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /Grund/ }));
    fireEvent.click(knopf);
    await waitFor(() =>
      expect(api.beitragsrechnungStornieren).toHaveBeenCalledWith({ params: { BeitragsrechnungId: 7 }, body: { Grund: 'Austritt' } }),
    );
  });
});

describe('Mahnungen', () => {
  it("shows each invoice's next level or why none, sends only those with a level and offers the ones to print", async () => {
    api.beitragsMahnungenVorschau.mockResolvedValue({
      Eintraege: [
        { BeitragsrechnungId: 7, Name: 'Anna Muster', Offen: 100, NaechsteStufe: 1, Grund: null, PerEmail: true },
        { BeitragsrechnungId: 8, Name: 'Beat Beispiel', Offen: 40, NaechsteStufe: 2, Grund: null, PerEmail: false },
        {
          BeitragsrechnungId: 9,
          Name: 'Carla Test',
          Offen: 60,
          NaechsteStufe: null,
          Grund: 'Die 2. Mahnung ist bereits versendet',
          PerEmail: true,
        },
      ],
    });
    api.beitragsMahnungenSenden.mockResolvedValue({ Gesendet: 1, ZumDrucken: 1, ZumDruckenIds: [8] });
    zeigen(<MahnungenDialog ids={[7, 8, 9]} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mahnungen senden' });
    await within(dialog).findByText('Anna Muster');
    expect(within(dialog).getByText('Zahlungserinnerung')).toBeTruthy();
    expect(within(dialog).getByText('2. Mahnung')).toBeTruthy();
    expect(within(dialog).getByText('Die 2. Mahnung ist bereits versendet')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '2 Mahnungen senden' }));
    await within(dialog).findByText('1 Mahnung versendet, 1 ohne E-Mail-Adresse zum Drucken.');
    expect(api.beitragsMahnungenVorschau).toHaveBeenCalledWith({ body: { Ids: [7, 8, 9] } });
    expect(api.beitragsMahnungenSenden).toHaveBeenCalledWith({ body: { Ids: [7, 8] } });
    expect(within(dialog).getByRole('button', { name: 'Rechnung 8 als PDF herunterladen' })).toBeTruthy();
  });
});
