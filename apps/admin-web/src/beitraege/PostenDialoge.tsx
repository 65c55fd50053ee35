/**
 * The open items' dialogs (docs/produkt.md "Beiträge"): 'bar bezahlt' (date and amount, the open amount
 * proposed), 'stornieren' (a reason is required) and the reminders (the server's preview of the level each
 * selected invoice would get, or why none; then send; invoices without e-mail are offered as PDFs to print).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { betragTextInCents, fromCents, MAHNSTUFE_TEXT, toCents } from '@vereinsportal/domain';
import { api } from '../common/api';
import { DateField, TextField } from '../common/forms';
import { SpeichernButton } from '../common/SpeichernButton';
import { API_QUERY_META } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { heuteIso } from '../datenschutz/herunterladen';
import { DateiKnopf } from './DateiKnopf';
import { chf } from './format';
import { beitraegeNeuLaden, rechnungPdfHerunterladen, type BeitragsrechnungEintrag } from './queries';
import { BEITRAEGE_TEXT } from './texte';
import { BetragFeld } from './BetragFeld';

const T = BEITRAEGE_TEXT.posten;

function FormDialog(p: { titel: string; onClose: () => void; onSubmit: () => void; aktionen: ReactNode; children: ReactNode }) {
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <Dialog open onClose={p.onClose} aria-labelledby="posten-dialog-titel" fullWidth maxWidth="sm">
      <form noValidate onSubmit={absenden}>
        <DialogTitle id="posten-dialog-titel">{p.titel}</DialogTitle>
        <DialogContent>{p.children}</DialogContent>
        <DialogActions>
          <Button onClick={p.onClose}>Abbrechen</Button>
          {p.aktionen}
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function BarBezahltDialog({ rechnung, onClose }: { rechnung: BeitragsrechnungEintrag; onClose: () => void }) {
  const [datum, setDatum] = useState<string | null>(heuteIso());
  const [betrag, setBetrag] = useState<string | null>(fromCents(toCents(rechnung.Offen)).toFixed(2));
  const cents = betrag ? betragTextInCents(betrag) : null;
  const fehler = cents === null || cents <= 0 ? { Betrag: [BEITRAEGE_TEXT.einstellungen.betragUngueltig] } : null;
  const buchen = useSpeichern({
    aufruf: (body: { Datum: string; Betrag: number }) =>
      api.beitragsrechnungBarBezahlt({ params: { BeitragsrechnungId: rechnung.BeitragsrechnungId }, body }),
    erfolg: 'barZahlungGebucht',
    danach: async () => {
      await beitraegeNeuLaden();
      onClose();
    },
  });
  const ok = datum !== null && cents !== null && cents > 0;
  return (
    <FormDialog
      titel={T.barTitel(rechnung.BeitragsrechnungId, rechnung.Name)}
      onClose={onClose}
      onSubmit={() => {
        if (ok) buchen.starten({ Datum: datum, Betrag: fromCents(cents) });
      }}
      aktionen={
        <SpeichernButton type="submit" laeuft={buchen.laeuft} disabled={!ok}>
          {T.barBuchen}
        </SpeichernButton>
      }
    >
      <DateField label={T.barDatum} required value={datum} onChange={setDatum} />
      <BetragFeld label={T.barBetrag} value={betrag} onChange={setBetrag} errors={fehler} />
    </FormDialog>
  );
}

export function StornierenDialog({ rechnung, onClose }: { rechnung: BeitragsrechnungEintrag; onClose: () => void }) {
  const [grund, setGrund] = useState<string | null>(null);
  const stornieren = useSpeichern({
    aufruf: (Grund: string) =>
      api.beitragsrechnungStornieren({ params: { BeitragsrechnungId: rechnung.BeitragsrechnungId }, body: { Grund } }),
    erfolg: 'beitragsrechnungStorniert',
    danach: async () => {
      await beitraegeNeuLaden();
      onClose();
    },
  });
  return (
    <FormDialog
      titel={T.stornierenTitel(rechnung.BeitragsrechnungId, rechnung.Name)}
      onClose={onClose}
      onSubmit={() => {
        if (grund) stornieren.starten(grund);
      }}
      aktionen={
        <SpeichernButton type="submit" color="error" laeuft={stornieren.laeuft} disabled={!grund}>
          {T.stornieren}
        </SpeichernButton>
      }
    >
      <TextField
        label={T.grund}
        required
        autoFocus
        multiline
        minRows={2}
        value={grund}
        onChange={setGrund}
        feld="Grund"
        errors={grund ? null : { Grund: [T.grundFehlt] }}
      />
    </FormDialog>
  );
}

export function MahnungenDialog({ ids, onClose }: { ids: number[]; onClose: (gesendet: boolean) => void }) {
  const M = BEITRAEGE_TEXT.mahnungen;
  const { data: vorschau } = useQuery({
    queryKey: ['beitraege', 'mahnungen', ids],
    queryFn: () => api.beitragsMahnungenVorschau({ body: { Ids: ids } }),
    meta: API_QUERY_META,
    gcTime: 0,
  });
  const [ergebnis, setErgebnis] = useState<Awaited<ReturnType<typeof api.beitragsMahnungenSenden>> | null>(null);
  const senden = useSpeichern({
    aufruf: (Ids: number[]) => api.beitragsMahnungenSenden({ body: { Ids } }),
    erfolg: 'mahnungenGesendet',
    danach: async (antwort) => {
      setErgebnis(antwort);
      await beitraegeNeuLaden();
    },
  });
  const faellig = vorschau?.Eintraege.filter((e) => e.NaechsteStufe !== null).map((e) => e.BeitragsrechnungId) ?? [];
  return (
    <Dialog open onClose={() => onClose(ergebnis !== null)} aria-labelledby="mahnungen-titel" fullWidth maxWidth="md">
      <DialogTitle id="mahnungen-titel">{M.titel}</DialogTitle>
      {/* A long selection scrolls: focusable, so the keyboard can scroll it too. */}
      <DialogContent tabIndex={0}>
        {ergebnis ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {M.ergebnis(ergebnis.Gesendet, ergebnis.ZumDrucken)}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {ergebnis.ZumDruckenIds.map((id) => (
                <DateiKnopf key={id} label={T.pdf(id)} laden={() => rechnungPdfHerunterladen(id)}>
                  {`PDF ${id}`}
                </DateiKnopf>
              ))}
            </Box>
          </>
        ) : vorschau ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={M.titel}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.spalten.nr}</TableCell>
                  <TableCell>{T.spalten.mitglied}</TableCell>
                  <TableCell align="right">{T.spalten.offen}</TableCell>
                  <TableCell>{M.naechsteStufe}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {vorschau.Eintraege.map((e) => (
                  <TableRow key={e.BeitragsrechnungId} data-mahnung={e.BeitragsrechnungId}>
                    <TableCell>{e.BeitragsrechnungId}</TableCell>
                    <TableCell>{e.Name}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {chf(e.Offen)}
                    </TableCell>
                    <TableCell>
                      {e.NaechsteStufe ? (
                        <Typography variant="body2">{MAHNSTUFE_TEXT[e.NaechsteStufe]}</Typography>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {e.Grund ?? M.keine}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {ergebnis ? (
          <Button variant="contained" onClick={() => onClose(true)}>
            Schliessen
          </Button>
        ) : (
          <>
            <Button onClick={() => onClose(false)}>Abbrechen</Button>
            <SpeichernButton laeuft={senden.laeuft} disabled={faellig.length === 0} onClick={() => senden.starten(faellig)}>
              {M.senden(faellig.length)}
            </SpeichernButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
