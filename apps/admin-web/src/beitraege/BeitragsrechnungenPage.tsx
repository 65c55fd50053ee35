/**
 * /beitragsrechnungen, 'Offene Posten' (docs/produkt.md "Beiträge"): the fee invoices with filters (status,
 * fee run, a member from its edit page), totals, per invoice its PDF, 'bar bezahlt' and 'stornieren'; overdue
 * ones are selected for reminders (preview, then send); the list as CSV for the club's bookkeeping. A table
 * from the laptop up; on a phone one block per invoice, so the page never scrolls sideways.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDatumDe, MAHNSTUFE_TEXT, RECHNUNGS_STATUS } from '@vereinsportal/domain';
import { Angabe } from '../common/Angabe';
import { Seitenkopf } from '../common/Seitenkopf';
import { BeitragStatus } from './BeitragStatus';
import { DateiKnopf } from './DateiKnopf';
import { chf } from './format';
import { BarBezahltDialog, MahnungenDialog, StornierenDialog } from './PostenDialoge';
import {
  csvHerunterladen,
  laeufeQuery,
  rechnungenQuery,
  rechnungPdfHerunterladen,
  type BeitragsrechnungEintrag,
  type PostenFilter,
} from './queries';
import { BEITRAEGE_TEXT } from './texte';
import { visuallyHidden } from '../common/visuallyHidden';
import { Kurzangaben } from '../common/Kurzangaben';
import { ALS_BLOCK, EintragListe } from '../common/EintragListe';

const T = BEITRAEGE_TEXT.posten;

const mahnstufe = (r: BeitragsrechnungEintrag) => (r.Mahnstufe === 1 || r.Mahnstufe === 2 ? MAHNSTUFE_TEXT[r.Mahnstufe] : '–');
const offenBar = (r: BeitragsrechnungEintrag) => r.Status !== 'storniert' && r.Offen > 0;
const stornierbar = (r: BeitragsrechnungEintrag) => r.Status !== 'storniert' && r.Bezahlt === 0;

/** Invoices shown at first and added by 'Weitere anzeigen'. */
const SEITE = 200;

const ALLE_ZEIGEN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

type Dialog = { art: 'bar' | 'storno'; rechnung: BeitragsrechnungEintrag } | { art: 'mahnen'; ids: number[] } | null;

export default function BeitragsrechnungenPage() {
  const suche = useSearch({ strict: false }) as { mitglied?: number; lauf?: number };
  const navigate = useNavigate();
  const mitgliedId = suche.mitglied ?? null;
  const [status, setStatus] = useState<PostenFilter['Status']>('');
  const [laufId, setLaufId] = useState<number | null>(suche.lauf ?? null);
  const filter: PostenFilter = { Status: status, LaufId: laufId, MitgliedId: mitgliedId };
  const { data } = useQuery(rechnungenQuery(filter));
  const { data: laeufe } = useQuery(laeufeQuery);
  const [auswahl, setAuswahl] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const theme = useTheme();
  const tabelle = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });

  const eintraege = useMemo(() => data?.Eintraege ?? [], [data]);
  // A club's thousand invoices at once would make every filter change slow: a page at a time.
  const [sichtbar, setSichtbar] = useState(SEITE);
  const gezeigt = eintraege.slice(0, sichtbar);
  const ueberfaellige = eintraege.filter((r) => r.Status === 'überfällig').map((r) => r.BeitragsrechnungId);
  // Only what the list still shows counts as selected (a filter or a payment may have taken a row away).
  const gewaehlt = ueberfaellige.filter((id) => auswahl.has(id));
  const umschalten = (id: number) =>
    setAuswahl((alt) => {
      const neu = new Set(alt);
      if (neu.has(id)) neu.delete(id);
      else neu.add(id);
      return neu;
    });
  const alleGewaehlt = ueberfaellige.length > 0 && gewaehlt.length === ueberfaellige.length;
  const aktionen: ZeilenAktionen = {
    umschalten,
    gewaehlt: (id) => auswahl.has(id),
    bar: (r) => setDialog({ art: 'bar', rechnung: r }),
    storno: (r) => setDialog({ art: 'storno', rechnung: r }),
  };

  return (
    <>
      <Seitenkopf titel={T.titel}>
        <DateiKnopf label={T.csv} laden={() => csvHerunterladen(filter)} size="medium">
          {T.csv}
        </DateiKnopf>
      </Seitenkopf>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <MuiTextField
                select
                fullWidth
                margin="dense"
                // '' is 'Alle': shown as a choice, not as an empty field under its label.
                slotProps={ALLE_ZEIGEN}
                label={T.status}
                value={status}
                onChange={(e) => setStatus(e.target.value as PostenFilter['Status'])}
              >
                <MenuItem value="">{T.alle}</MenuItem>
                {RECHNUNGS_STATUS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </MuiTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <MuiTextField
                select
                fullWidth
                margin="dense"
                slotProps={ALLE_ZEIGEN}
                label={T.lauf}
                value={laufId ?? ''}
                onChange={(e) => setLaufId(Number(e.target.value) || null)}
              >
                <MenuItem value="">{T.alleLaeufe}</MenuItem>
                {(laeufe ?? []).map((l) => (
                  <MenuItem key={l.LaufId} value={l.LaufId}>
                    {l.Bezeichnung}
                  </MenuItem>
                ))}
              </MuiTextField>
            </Grid>
            {mitgliedId ? (
              <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
                <Chip
                  label={`${T.mitglied} ${eintraege[0]?.Name ?? mitgliedId}`}
                  onDelete={() => void navigate({ to: '/beitragsrechnungen', search: {} })}
                />
              </Grid>
            ) : null}
          </Grid>
          {data ? (
            <Grid container spacing={2} sx={{ mt: 1 }} data-summen>
              <Angabe label={T.summen.anzahl} wert={data.Summen.Anzahl} />
              <Angabe label={T.summen.total} wert={chf(data.Summen.Total)} />
              <Angabe label={T.summen.bezahlt} wert={chf(data.Summen.Bezahlt)} />
              <Angabe label={T.summen.offen} wert={<span data-summe="offen">{chf(data.Summen.Offen)}</span>} />
            </Grid>
          ) : null}
        </CardContent>
      </Card>

      {ueberfaellige.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={alleGewaehlt}
                indeterminate={gewaehlt.length > 0 && !alleGewaehlt}
                onChange={() => setAuswahl(alleGewaehlt ? new Set() : new Set(ueberfaellige))}
              />
            }
            label={T.alleUeberfaelligen}
          />
          <Button variant="contained" disabled={gewaehlt.length === 0} onClick={() => setDialog({ art: 'mahnen', ids: gewaehlt })}>
            {T.mahnen(gewaehlt.length)}
          </Button>
        </Box>
      ) : null}

      <Card>
        <CardContent>
          {data === undefined ? null : eintraege.length === 0 ? (
            <Typography>{T.keine}</Typography>
          ) : tabelle ? (
            <PostenTabelle eintraege={gezeigt} aktionen={aktionen} />
          ) : (
            <PostenBloecke eintraege={gezeigt} aktionen={aktionen} />
          )}
          {eintraege.length > gezeigt.length ? (
            <Button sx={{ mt: 2 }} onClick={() => setSichtbar((n) => n + SEITE)}>
              {T.weitere(Math.min(SEITE, eintraege.length - gezeigt.length), eintraege.length - gezeigt.length)}
            </Button>
          ) : null}
        </CardContent>
      </Card>

      {dialog?.art === 'bar' ? <BarBezahltDialog rechnung={dialog.rechnung} onClose={() => setDialog(null)} /> : null}
      {dialog?.art === 'storno' ? <StornierenDialog rechnung={dialog.rechnung} onClose={() => setDialog(null)} /> : null}
      {dialog?.art === 'mahnen' ? (
        <MahnungenDialog
          ids={dialog.ids}
          onClose={(gesendet) => {
            if (gesendet) setAuswahl(new Set());
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}

interface ZeilenAktionen {
  umschalten: (id: number) => void;
  gewaehlt: (id: number) => boolean;
  bar: (r: BeitragsrechnungEintrag) => void;
  storno: (r: BeitragsrechnungEintrag) => void;
}

function Auswahl({ r, a }: { r: BeitragsrechnungEintrag; a: ZeilenAktionen }) {
  if (r.Status !== 'überfällig') return null;
  return (
    <Checkbox
      size="small"
      checked={a.gewaehlt(r.BeitragsrechnungId)}
      onChange={() => a.umschalten(r.BeitragsrechnungId)}
      slotProps={{ input: { 'aria-label': T.auswaehlen(r.BeitragsrechnungId, r.Name) } }}
    />
  );
}

function Knoepfe({ r, a, breit = false }: { r: BeitragsrechnungEintrag; a: ZeilenAktionen; breit?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: breit ? 'wrap' : 'nowrap' }}>
      <DateiKnopf label={T.pdf(r.BeitragsrechnungId)} laden={() => rechnungPdfHerunterladen(r.BeitragsrechnungId)}>
        PDF
      </DateiKnopf>
      {offenBar(r) ? <ZeilenKnopf label={T.barLabel(r.BeitragsrechnungId)} text={T.bar} onClick={() => a.bar(r)} /> : null}
      {stornierbar(r) ? (
        <ZeilenKnopf label={T.stornierenLabel(r.BeitragsrechnungId)} text={T.stornieren} color="error" onClick={() => a.storno(r)} />
      ) : null}
    </Box>
  );
}

/** A row's small outlined button, its text on one line; `label` names the invoice. */
function ZeilenKnopf({ label, text, color, onClick }: { label: string; text: string; color?: 'error'; onClick: () => void }) {
  return (
    <Button size="small" variant="outlined" color={color} aria-label={label} onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Button>
  );
}

function PostenTabelle({ eintraege, aktionen }: { eintraege: BeitragsrechnungEintrag[]; aktionen: ZeilenAktionen }) {
  const s = T.spalten;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.titel} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {s.auswahl}
              </Box>
            </TableCell>
            <TableCell>{s.nr}</TableCell>
            <TableCell>{s.mitglied}</TableCell>
            <TableCell>{s.bezeichnung}</TableCell>
            <TableCell align="right">{s.betrag}</TableCell>
            <TableCell>{s.faelligAm}</TableCell>
            <TableCell>{s.status}</TableCell>
            <TableCell>{s.mahnstufe}</TableCell>
            <TableCell>{s.aktionen}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {eintraege.map((r) => (
            <TableRow key={r.BeitragsrechnungId} data-beitragsrechnung={r.BeitragsrechnungId}>
              <TableCell padding="checkbox">
                <Auswahl r={r} a={aktionen} />
              </TableCell>
              <TableCell>{r.BeitragsrechnungId}</TableCell>
              <TableCell>{r.Name}</TableCell>
              <TableCell>{r.Bezeichnung}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {chf(r.Betrag)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDatumDe(r.FaelligAm)}</TableCell>
              <TableCell>
                <BeitragStatus rechnung={r} />
              </TableCell>
              <TableCell data-spalte="mahnstufe" sx={{ whiteSpace: 'nowrap' }}>
                {mahnstufe(r)}
              </TableCell>
              <TableCell>
                <Knoepfe r={r} a={aktionen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function PostenBloecke({ eintraege, aktionen }: { eintraege: BeitragsrechnungEintrag[]; aktionen: ZeilenAktionen }) {
  const s = T.spalten;
  return (
    <EintragListe eintraege={eintraege} id={(r) => r.BeitragsrechnungId} daten="beitragsrechnung" sx={ALS_BLOCK}>
      {(r) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
              <Auswahl r={r} a={aktionen} />
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                {r.Name}
              </Typography>
            </Box>
            <BeitragStatus rechnung={r} rechts />
          </Box>
          <Kurzangaben
            eintraege={[
              [s.nr, String(r.BeitragsrechnungId)],
              [s.bezeichnung, r.Bezeichnung],
              [s.betrag, chf(r.Betrag)],
              [s.faelligAm, formatDatumDe(r.FaelligAm)],
              ...(r.Mahnstufe > 0 ? [[s.mahnstufe, mahnstufe(r)] as const] : []),
            ]}
          />
          <Knoepfe r={r} a={aktionen} breit />
        </>
      )}
    </EintragListe>
  );
}
