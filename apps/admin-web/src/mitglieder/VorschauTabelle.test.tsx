import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IMPORT_HEADER, type ImportSpalte, type ImportZeile } from '@vereinsportal/domain';
import type { VorschauZeile } from './importProtokoll';
import { VorschauTabelle } from './VorschauTabelle';

function zeile(zeilenNr: number, meldungen: string[] = []): VorschauZeile {
  const leer = Object.fromEntries(IMPORT_HEADER.map((spalte) => [spalte, ''])) as Record<ImportSpalte, string>;
  const z: ImportZeile = {
    ...leer,
    zeilenNr,
    Vorname: `Vorname${zeilenNr}`,
    Nachname: `Müller${zeilenNr}`,
    Strasse: 'Weg 1',
    Postleitzahl: '8000',
    Ort: 'Zürich',
    HatSystemZugriff: '0',
  };
  return { ...z, meldungen };
}

const datenZeilen = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-id'));

describe('VorschauTabelle', () => {
  // 3,000 rows: a hundred times the rows in view, so a table that rendered every row fails the count
  // checks; 10,000 rows took seconds of jsdom time on a loaded machine (the 5 s default timed out).
  // The timeout only guards a hang: the assertions, not the speed, decide.
  it('puts only the rows in view into the DOM, also for thousands of rows', { timeout: 60_000 }, () => {
    const zeilen = Array.from({ length: 3_000 }, (_, i) => zeile(i + 2));
    render(<VorschauTabelle label="Vorschau" zeilen={zeilen} />);
    const grid = screen.getByRole('grid', { name: 'Vorschau' });
    expect(grid.getAttribute('aria-rowcount')).toBe('3001');
    expect(datenZeilen().length).toBeLessThan(40);
    expect(datenZeilen()[0]?.getAttribute('data-id')).toBe('2');
    expect(screen.getByRole('gridcell', { name: 'Müller2' })).toBeTruthy();

    grid.scrollTop = 36 * 2000;
    fireEvent.scroll(grid);
    const ids = datenZeilen().map((r) => Number(r.getAttribute('data-id')));
    expect(ids).toContain(2002);
    expect(ids.length).toBeLessThan(40);
    expect(
      datenZeilen()
        .find((r) => r.getAttribute('data-id') === '2002')
        ?.getAttribute('aria-rowindex'),
    ).toBe('2002');
  });

  it("shows the file's 12 columns right after the line number, the messages last", () => {
    render(<VorschauTabelle label="Vorschau" zeilen={[zeile(2, ['Eine Meldung, die sehr lang ist'.repeat(5)])]} />);
    expect(screen.getAllByRole('columnheader').map((k) => k.textContent)).toEqual(['Zeile', ...IMPORT_HEADER, 'Meldungen']);
    const zellen = within(datenZeilen()[0]!)
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(zellen.slice(0, 6)).toEqual(['2', 'Vorname2', 'Müller2', 'Weg 1', '8000', 'Zürich']);
  });

  it("shows a row's messages, one a line, and sorts by a column header", () => {
    const zeilen = [zeile(2), zeile(3, ['Das Format der Emailadresse ist ungültig!', 'Zweite Meldung']), zeile(4, ['Eine'])];
    render(<VorschauTabelle label="Vorschau" zeilen={zeilen} />);
    const zelle = screen.getByRole('gridcell', { name: /^Das Format der Emailadresse ist ungültig!\s+Zweite Meldung$/ });
    expect(zelle.querySelector('div')?.textContent).toBe('Das Format der Emailadresse ist ungültig!\nZweite Meldung');

    const kopf = screen.getByRole('columnheader', { name: 'Meldungen' });
    fireEvent.click(within(kopf).getByRole('button'));
    expect(kopf.getAttribute('aria-sort')).toBe('ascending');
    expect(datenZeilen().map((r) => r.getAttribute('data-id'))).toEqual(['2', '4', '3']);
    fireEvent.click(within(kopf).getByRole('button'));
    expect(kopf.getAttribute('aria-sort')).toBe('descending');
    expect(datenZeilen().map((r) => r.getAttribute('data-id'))).toEqual(['3', '4', '2']);
    fireEvent.click(within(kopf).getByRole('button'));
    expect(kopf.getAttribute('aria-sort')).toBe('none');
    expect(datenZeilen().map((r) => r.getAttribute('data-id'))).toEqual(['2', '3', '4']);
  });
});
