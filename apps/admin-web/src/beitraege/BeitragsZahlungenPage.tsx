/**
 * /beitragszahlungen, 'Zahlungen einlesen' (docs/produkt.md "Beiträge"): the treasurer uploads the bank's
 * camt.054 or camt.053 file; the server's preview shows entry by entry what would be booked (paid, partly
 * paid, over-paid, reversal, unassigned with suggestions) and what is skipped (e.g. read before); 'Buchen'
 * books it in one transaction. Payments no reference matched wait below to be assigned by hand.
 */
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiTextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatDatumDe, ibanFormatiert, referenzFormatiert, type BeitragsZahlungenVorschau, type BuchungArt } from '@vereinsportal/domain';
import { api } from '../common/api';
import { Seitenkopf } from '../common/Seitenkopf';
import { SpeichernButton } from '../common/SpeichernButton';
import { useSpeichern } from '../common/useSpeichern';
import { chf } from './format';
import { beitraegeNeuLaden, nichtZugeordnetQuery, rechnungenQuery, type NichtZugeordneteZahlung } from './queries';
import { BEITRAEGE_TEXT } from './texte';
import { Karte } from '../common/Karte';
import { ALS_ZEILE, EintragListe } from '../common/EintragListe';

const T = BEITRAEGE_TEXT.zahlungen;

const FARBE: Record<BuchungArt, ChipProps['color']> = {
  bezahlt: 'success',
  'teilweise bezahlt': 'warning',
  überzahlt: 'info',
  storno: 'default',
  'nicht zugeordnet': 'error',
};

const bankdatei = (datei: File) => ({ jsondata: {}, dateien: { datei: { datei, name: datei.name } } });

export default function BeitragsZahlungenPage() {
  const eingabe = useRef<HTMLInputElement>(null);
  const [datei, setDatei] = useState<File | null>(null);
  const [vorschau, setVorschau] = useState<BeitragsZahlungenVorschau | null>(null);
  const [gebucht, setGebucht] = useState<string | null>(null);

  const pruefen = useSpeichern({
    aufruf: (d: File) => api.beitragsZahlungenVorschau({ body: bankdatei(d) }),
    danach: (antwort, d) => {
      setDatei(d);
      setVorschau(antwort);
    },
    beiFehler: () => {
      setDatei(null);
      setVorschau(null);
    },
  });
  const buchen = useSpeichern({
    aufruf: (d: File) => api.beitragsZahlungenBuchen({ body: bankdatei(d) }),
    erfolg: 'zahlungenGebucht',
    danach: async (antwort) => {
      const n = antwort.Bezahlt + antwort.Teilweise + antwort.Ueberzahlt + antwort.Storniert + antwort.NichtZugeordnet;
      setGebucht(T.gebucht(n));
      setDatei(null);
      setVorschau(null);
      await beitraegeNeuLaden();
    },
  });

  const waehlen = (d: File | undefined) => {
    setGebucht(null);
    if (d) pruefen.starten(d);
    // The same file chosen again must fire a change again.
    if (eingabe.current) eingabe.current.value = '';
  };

  return (
    <>
      <Seitenkopf titel={T.titel} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {T.erklaerung}
          </Typography>
          <input
            ref={eingabe}
            id="bankdatei"
            type="file"
            accept=".xml,application/xml,text/xml"
            hidden
            onChange={(e) => waehlen(e.target.files?.[0])}
          />
          <SpeichernButton
            variant="outlined"
            startIcon={<UploadFileIcon />}
            laeuft={pruefen.laeuft}
            onClick={() => eingabe.current?.click()}
          >
            {T.datei}
          </SpeichernButton>
          {gebucht ? (
            <Alert severity="success" sx={{ mt: 2 }} data-banner="zahlungenGebucht">
              {gebucht}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      {vorschau && datei ? (
        <Karte titel={T.vorschauTitel(datei.name)} id="zahlungen-vorschau" sx={{ mb: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`${vorschau.Art} · ${T.konto} ${ibanFormatiert(vorschau.Konto)}`}
          </Typography>
          {vorschau.Buchungen.length === 0 ? <Alert severity="info">{T.nichts}</Alert> : <Buchungen vorschau={vorschau} />}
          {vorschau.Uebersprungen.length > 0 ? (
            <Box sx={{ mt: 2 }} data-liste="uebersprungen">
              <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
                {T.uebersprungen}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {vorschau.Uebersprungen.map((u) => (
                  <li key={u.EintragSchluessel}>
                    <Typography variant="body2">{`${u.EintragSchluessel}: ${u.Grund}`}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <SpeichernButton laeuft={buchen.laeuft} disabled={vorschau.Buchungen.length === 0} onClick={() => buchen.starten(datei)}>
              {T.buchen}
            </SpeichernButton>
            <Button
              onClick={() => {
                setDatei(null);
                setVorschau(null);
              }}
            >
              Abbrechen
            </Button>
          </Box>
        </Karte>
      ) : null}

      <NichtZugeordnete />
    </>
  );
}

function Buchungen({ vorschau }: { vorschau: BeitragsZahlungenVorschau }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" aria-label={T.buchungen} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{T.art}</TableCell>
            <TableCell align="right">{T.betrag}</TableCell>
            <TableCell>{T.datum}</TableCell>
            <TableCell>{T.rechnung}</TableCell>
            <TableCell>{T.referenz}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vorschau.Buchungen.map((b) => (
            <TableRow key={b.EintragSchluessel} data-buchung={b.EintragSchluessel} data-art={b.Art}>
              <TableCell>
                <Chip size="small" variant="outlined" label={b.Art} color={FARBE[b.Art]} />
                {b.Art === 'teilweise bezahlt' ? (
                  <Typography variant="body2" color="text.secondary">
                    {T.rest(chf(b.Rest))}
                  </Typography>
                ) : null}
                {b.Ueberzahlung > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {T.ueberzahlung(chf(b.Ueberzahlung))}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {chf(b.Betrag)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.Datum ? formatDatumDe(b.Datum) : '–'}</TableCell>
              <TableCell>
                {b.BeitragsrechnungId ? `${b.BeitragsrechnungId} · ${b.Name ?? ''}` : (b.Name ?? '–')}
                {b.Vorschlaege.length > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {`${T.vorschlaege}: ${b.Vorschlaege.map((v) => `${v.BeitragsrechnungId} ${v.Name}`).join(', ')}`}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {[b.Referenz ? referenzFormatiert(b.Referenz) : null, b.Mitteilung].filter(Boolean).join(' · ') || '–'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function NichtZugeordnete() {
  const { data } = useQuery(nichtZugeordnetQuery);
  const [zuordnen, setZuordnen] = useState<NichtZugeordneteZahlung | null>(null);
  return (
    <Card component="section" aria-labelledby="nicht-zugeordnet">
      <CardContent>
        <Typography variant="h2" gutterBottom id="nicht-zugeordnet">
          {T.nichtZugeordnetTitel}
        </Typography>
        {data === undefined ? null : data.length === 0 ? (
          <Typography>{T.keineNichtZugeordneten}</Typography>
        ) : (
          <EintragListe eintraege={data} id={(z) => z.ZahlungId} daten="zahlung" sx={ALS_ZEILE}>
            {(z) => (
              <>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{`${chf(z.Betrag)} · ${formatDatumDe(z.Datum)}`}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[z.ZahlerName, z.Referenz ? referenzFormatiert(z.Referenz) : null, z.Mitteilung].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={T.zuordnenLabel(chf(z.Betrag), formatDatumDe(z.Datum))}
                  onClick={() => setZuordnen(z)}
                >
                  {T.zuordnen}
                </Button>
              </>
            )}
          </EintragListe>
        )}
      </CardContent>
      {zuordnen ? <ZuordnenDialog zahlung={zuordnen} onClose={() => setZuordnen(null)} /> : null}
    </Card>
  );
}

interface Option {
  BeitragsrechnungId: number;
  Name: string;
  Offen: number;
}

function ZuordnenDialog({ zahlung, onClose }: { zahlung: NichtZugeordneteZahlung; onClose: () => void }) {
  // The suggestions first, then every invoice with something open.
  const { data: offene } = useQuery(rechnungenQuery({ Status: '', LaufId: null, MitgliedId: null }));
  const optionen: Option[] = [
    ...zahlung.Vorschlaege,
    ...(offene?.Eintraege ?? [])
      .filter(
        (r) => r.Offen > 0 && r.Status !== 'storniert' && !zahlung.Vorschlaege.some((v) => v.BeitragsrechnungId === r.BeitragsrechnungId),
      )
      .map((r) => ({ BeitragsrechnungId: r.BeitragsrechnungId, Name: r.Name, Offen: r.Offen })),
  ];
  const [wahl, setWahl] = useState<Option | null>(zahlung.Vorschlaege[0] ?? null);
  const speichern = useSpeichern({
    aufruf: (BeitragsrechnungId: number) =>
      api.beitragsZahlungZuordnen({ params: { ZahlungId: zahlung.ZahlungId }, body: { BeitragsrechnungId } }),
    erfolg: 'zahlungZugeordnet',
    danach: async () => {
      await beitraegeNeuLaden();
      onClose();
    },
  });
  const titel = T.zuordnenTitel(chf(zahlung.Betrag), formatDatumDe(zahlung.Datum));
  return (
    <Dialog open onClose={onClose} aria-labelledby="zuordnen-titel" fullWidth maxWidth="sm">
      <DialogTitle id="zuordnen-titel">{titel}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={optionen}
          value={wahl}
          onChange={(_e, v) => setWahl(v)}
          getOptionLabel={(o) => T.rechnungOption(o.BeitragsrechnungId, o.Name, chf(o.Offen))}
          isOptionEqualToValue={(a, b) => a.BeitragsrechnungId === b.BeitragsrechnungId}
          renderInput={(params) => <MuiTextField {...params} label={T.rechnungWaehlen} margin="dense" />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <SpeichernButton laeuft={speichern.laeuft} disabled={!wahl} onClick={() => wahl && speichern.starten(wahl.BeitragsrechnungId)}>
          {T.zuordnen}
        </SpeichernButton>
      </DialogActions>
    </Dialog>
  );
}
