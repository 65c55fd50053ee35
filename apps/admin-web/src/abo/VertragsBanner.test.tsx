import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { VereinsKonto } from '@vereinsportal/domain';
import { VertragsBanner } from './VertragsBanner';

const konto: VereinsKonto = {
  VereinsName: 'TV Muster',
  Vorname: 'A',
  Nachname: 'B',
  Strasse: 'S 1',
  Postleitzahl: '8000',
  Ort: 'Zürich',
  LandId: 756,
  LandBezeichnung: 'Schweiz',
  Emailadresse: 'a@b.ch',
  VertragsArt: 'Test',
  VertragsLaufzeitVon: '2026-01-01',
  VertragsLaufzeitBis: '2026-01-30',
  VertragAnzahlMitglieder: 30,
  VertragAbgelaufen: true,
  AnschlussVertragLaufzeitVon: null,
  AnschlussVertragLaufzeitBis: null,
  AnschlussVertragAnzahlMitglieder: null,
};

describe('VertragsBanner', () => {
  it('shows the expired-trial banner as a red alert', () => {
    render(<VertragsBanner konto={konto} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Ihr kostenloser Testzugang ist abgelaufen!/);
    expect(alert.className).toContain('MuiAlert-colorError');
  });

  it("shows an active trial's end date as a blue alert", () => {
    render(<VertragsBanner konto={{ ...konto, VertragAbgelaufen: false }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Ihr kostenloser Testzugang endet am 30\.01\.2026\./);
    expect(alert.className).toContain('MuiAlert-colorInfo');
  });

  it('shows nothing for a renewed subscription or while loading', () => {
    const erneuert: VereinsKonto = {
      ...konto,
      VertragsArt: 'Jahresabonnement',
      VertragAbgelaufen: false,
      AnschlussVertragLaufzeitVon: '2026-01-31',
      AnschlussVertragLaufzeitBis: '2027-01-30',
      AnschlussVertragAnzahlMitglieder: 30,
    };
    const { container } = render(<VertragsBanner konto={erneuert} />);
    expect(container.textContent).toBe('');
    const leer = render(<VertragsBanner konto={undefined} />);
    expect(leer.container.textContent).toBe('');
  });
});
