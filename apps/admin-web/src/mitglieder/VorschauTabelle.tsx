import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { IMPORT_HEADER, type ImportSpalte } from '@vereinsportal/domain';
import type { VorschauZeile } from './importProtokoll';

/**
 * The import preview table: a light, sortable, virtualised grid of plain elements. Only the rows in
 * view (plus a few) are in the DOM, whether the file has 10 rows or 10,000, and it mounts in a few ms;
 * the data grid's setup alone blocked the page for far longer than 100 ms right when the check finished.
 * A row's messages stand one per line, so every row's height is known without measuring.
 * Columns: the line, the file's 12 columns as read, then the messages. The messages column sticks to the
 * table's right edge (at most MELDUNGEN_MAX_PX wide, the full text on hover), so it is in view at 1366 px
 * while the file's columns scroll beneath it; the line number of a row with messages is red, and the list
 * above the table repeats every message in full.
 */

type Schluessel = 'zeilenNr' | 'meldungen' | ImportSpalte;
interface Spalte {
  schluessel: Schluessel;
  titel: string;
  breite: number;
}
type Sortierung = { schluessel: Schluessel; richtung: 'asc' | 'desc' } | null;

const ZEILE_PX = 20;
const RAND_PX = 8;
const KOPF_PX = 38;
const UEBERHANG = 6;
const MELDUNGEN_MAX_PX = 480;

const BREITEN: Partial<Record<ImportSpalte, number>> = {
  Emailadresse: 230,
  Strasse: 180,
  Bemerkung: 200,
  Mitgliederkategorien: 180,
  Vereinsfunktion: 150,
};
const TEXT_SPALTEN: Spalte[] = IMPORT_HEADER.map((name) => ({ schluessel: name, titel: name, breite: BREITEN[name] ?? 140 }));

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

const zeilenHoehe = (z: VorschauZeile) => 2 * RAND_PX + Math.max(1, z.meldungen.length) * ZEILE_PX;

function vergleich(schluessel: Schluessel): (a: VorschauZeile, b: VorschauZeile) => number {
  if (schluessel === 'zeilenNr') return (a, b) => a.zeilenNr - b.zeilenNr;
  if (schluessel === 'meldungen') return (a, b) => a.meldungen.length - b.meldungen.length || a.zeilenNr - b.zeilenNr;
  return (a, b) => collator.compare(a[schluessel], b[schluessel]) || a.zeilenNr - b.zeilenNr;
}

/** Index of the row at pixel offset y (oben: start offsets, ascending, oben[n] = total height). */
function zeileBei(oben: Float64Array, y: number): number {
  let lo = 0;
  let hi = oben.length - 2;
  while (lo < hi) {
    const mitte = (lo + hi + 1) >> 1;
    if (oben[mitte]! <= y) lo = mitte;
    else hi = mitte - 1;
  }
  return Math.max(0, lo);
}

export function VorschauTabelle({ zeilen, label, hoehe = 480 }: { zeilen: VorschauZeile[]; label: string; hoehe?: number }) {
  const [sortierung, setSortierung] = useState<Sortierung>(null);
  const [scrollTop, setScrollTop] = useState(0);

  const spalten = useMemo<Spalte[]>(() => {
    let laengste = 0;
    for (const z of zeilen) for (const m of z.meldungen) laengste = Math.max(laengste, m.length);
    // Messages are not wrapped: the column is as wide as the longest one (about 7.5 px a character).
    const meldungenBreite = Math.min(MELDUNGEN_MAX_PX, Math.max(160, Math.ceil(laengste * 7.5) + 24));
    return [
      { schluessel: 'zeilenNr', titel: 'Zeile', breite: 72 },
      ...TEXT_SPALTEN,
      { schluessel: 'meldungen', titel: 'Meldungen', breite: meldungenBreite },
    ];
  }, [zeilen]);
  const gesamtBreite = spalten.reduce((s, sp) => s + sp.breite, 0);

  const sortiert = useMemo(() => {
    if (!sortierung) return zeilen;
    const v = vergleich(sortierung.schluessel);
    return sortierung.richtung === 'asc' ? [...zeilen].sort(v) : [...zeilen].sort((a, b) => v(b, a));
  }, [zeilen, sortierung]);

  const oben = useMemo(() => {
    const o = new Float64Array(sortiert.length + 1);
    for (let i = 0; i < sortiert.length; i++) o[i + 1] = o[i]! + zeilenHoehe(sortiert[i]!);
    return o;
  }, [sortiert]);

  const sichtbar = hoehe - KOPF_PX;
  const von = Math.max(0, zeileBei(oben, scrollTop) - UEBERHANG);
  const bis = Math.min(sortiert.length, zeileBei(oben, scrollTop + sichtbar) + 1 + UEBERHANG);

  const sortieren = (schluessel: Schluessel) =>
    setSortierung((s) =>
      s?.schluessel !== schluessel ? { schluessel, richtung: 'asc' } : s.richtung === 'asc' ? { schluessel, richtung: 'desc' } : null,
    );

  const zellen = (z: VorschauZeile): ReactNode[] =>
    spalten.map((sp) => (
      <div
        key={sp.schluessel}
        role="gridcell"
        className={
          sp.schluessel === 'meldungen'
            ? 'vt-zelle vt-rechts'
            : sp.schluessel === 'zeilenNr' && z.meldungen.length > 0
              ? 'vt-zelle vt-fehlerhaft'
              : 'vt-zelle'
        }
        style={{ width: sp.breite }}
        title={sp.schluessel === 'meldungen' && z.meldungen.length > 0 ? z.meldungen.join('\n') : undefined}
      >
        {sp.schluessel === 'meldungen' ? <div className="vt-meldungen">{z.meldungen.join('\n')}</div> : z[sp.schluessel]}
      </div>
    ));

  const reihen: ReactNode[] = [];
  for (let i = von; i < bis; i++) {
    const z = sortiert[i]!;
    reihen.push(
      <div
        key={z.zeilenNr}
        role="row"
        aria-rowindex={i + 2}
        data-id={z.zeilenNr}
        className="vt-zeile"
        style={{ top: oben[i], height: oben[i + 1]! - oben[i]! }}
      >
        {zellen(z)}
      </div>,
    );
  }

  return (
    <Box
      role="grid"
      aria-label={label}
      aria-rowcount={sortiert.length + 1}
      aria-colcount={spalten.length}
      tabIndex={0}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      sx={{
        height: hoehe,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        typography: 'body2',
        '& .vt-kopf': { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' },
        '& .vt-zeile': { display: 'flex' },
        '& .vt-koerper .vt-zeile': { position: 'absolute', left: 0, borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box' },
        '& .vt-zelle, & .vt-spaltenkopf': {
          flex: 'none',
          px: 1,
          boxSizing: 'border-box',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        },
        '& .vt-zelle': { py: `${RAND_PX}px`, lineHeight: `${ZEILE_PX}px` },
        '& .vt-spaltenkopf': { height: KOPF_PX, display: 'flex', alignItems: 'center' },
        '& .vt-meldungen': { color: 'error.main', whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis' },
        // The messages stay in view at the right edge; the file's columns scroll beneath them.
        '& .vt-rechts': { position: 'sticky', right: 0, bgcolor: 'background.paper', borderLeft: 1, borderColor: 'divider' },
        '& .vt-fehlerhaft': { color: 'error.main', fontWeight: 700 },
        '& .vt-sortieren': {
          font: 'inherit',
          fontWeight: 500,
          color: 'inherit',
          background: 'none',
          border: 0,
          p: 0,
          cursor: 'pointer',
          textAlign: 'left',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
      }}
    >
      <div role="rowgroup" className="vt-kopf" style={{ width: gesamtBreite }}>
        <div role="row" aria-rowindex={1} className="vt-zeile">
          {spalten.map((sp) => {
            const richtung = sortierung?.schluessel === sp.schluessel ? sortierung.richtung : null;
            return (
              <div
                key={sp.schluessel}
                role="columnheader"
                aria-sort={richtung === 'asc' ? 'ascending' : richtung === 'desc' ? 'descending' : 'none'}
                className={sp.schluessel === 'meldungen' ? 'vt-spaltenkopf vt-rechts' : 'vt-spaltenkopf'}
                style={{ width: sp.breite }}
              >
                <button type="button" className="vt-sortieren" onClick={() => sortieren(sp.schluessel)}>
                  {sp.titel}
                  {richtung && <span aria-hidden="true">{richtung === 'asc' ? ' ▲' : ' ▼'}</span>}
                </button>
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className="vt-koerper" style={{ position: 'relative', height: oben[sortiert.length], width: gesamtBreite }}>
        {reihen}
      </div>
    </Box>
  );
}
