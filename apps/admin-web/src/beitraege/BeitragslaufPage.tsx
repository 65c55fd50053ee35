/**
 * /beitragslauf (docs/produkt.md "Beiträge"): a fee run for a period. The form's preview shows what would be
 * billed (count, total, per category, members without e-mail who get a printed invoice, members without a postal
 * address who are left out); 'Rechnungen erstellen' asks once more, then the server writes every invoice in one
 * transaction and mails them; the result links the combined print PDF. The club's earlier runs are listed below.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { addDays, formatDatumDe } from '@vereinsportal/domain';
import { api } from '../common/api';
import { Angabe } from '../common/Angabe';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DateField, TextField } from '../common/forms';
import { ButtonLink } from '../common/links';
import { Seitenkopf } from '../common/Seitenkopf';
import { SpeichernButton } from '../common/SpeichernButton';
import { useSpeichern } from '../common/useSpeichern';
import { heuteIso } from '../datenschutz/herunterladen';
import { DateiKnopf } from './DateiKnopf';
import { chf } from './format';
import { beitraegeNeuLaden, druckPdfHerunterladen, laeufeQuery } from './queries';
import { BEITRAEGE_TEXT } from './texte';
import { Karte } from '../common/Karte';
import { ALS_ZEILE, EintragListe } from '../common/EintragListe';

const T = BEITRAEGE_TEXT.lauf;

interface LaufEingabe {
  Bezeichnung: string;
  FaelligAm: string;
}
type Vorschau = Awaited<ReturnType<typeof api.beitragslaufVorschau>>;
type Ergebnis = Awaited<ReturnType<typeof api.beitragslaufStarten>>;

export default function BeitragslaufPage() {
  const heute = heuteIso();
  const [eingabe, setEingabe] = useState<{ Bezeichnung: string | null; FaelligAm: string | null }>(() => ({
    Bezeichnung: T.bezeichnungStandard(Number(heute.slice(0, 4)) + 1),
    FaelligAm: addDays(heute, 30),
  }));
  const [vorschau, setVorschau] = useState<{ fuer: LaufEingabe; antwort: Vorschau } | null>(null);
  const [ergebnis, setErgebnis] = useState<Ergebnis | null>(null);
  const [fragen, setFragen] = useState(false);

  const body: LaufEingabe | null =
    eingabe.Bezeichnung && eingabe.FaelligAm ? { Bezeichnung: eingabe.Bezeichnung, FaelligAm: eingabe.FaelligAm } : null;
  // The preview shows what the form says: a changed field hides the old one.
  const aktuelleVorschau =
    vorschau && body && vorschau.fuer.Bezeichnung === body.Bezeichnung && vorschau.fuer.FaelligAm === body.FaelligAm
      ? vorschau.antwort
      : null;

  const vorschauLaden = useSpeichern({
    aufruf: (b: LaufEingabe) => api.beitragslaufVorschau({ body: b }),
    danach: (antwort, fuer) => {
      setErgebnis(null);
      setVorschau({ fuer, antwort });
    },
  });
  const starten = useSpeichern({
    aufruf: (b: LaufEingabe) => api.beitragslaufStarten({ body: b }),
    erfolg: 'beitragsrechnungenErstellt',
    danach: async (antwort) => {
      setVorschau(null);
      setErgebnis(antwort);
      await beitraegeNeuLaden();
    },
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (body) vorschauLaden.starten(body);
  };
  const sperrgrund = aktuelleVorschau ? (aktuelleVorschau.BereitsAbgerechnet ? T.bereitsAbgerechnet : aktuelleVorschau.KontoMeldung) : null;

  return (
    <>
      <Seitenkopf titel={T.titel} />
      <Card sx={{ mb: 3 }}>
        <CardContent component="form" noValidate onSubmit={absenden}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {T.erklaerung}
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                label={T.bezeichnung}
                required
                value={eingabe.Bezeichnung}
                onChange={(v) => setEingabe((alt) => ({ ...alt, Bezeichnung: v }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <DateField
                label={T.faelligAm}
                required
                value={eingabe.FaelligAm}
                onChange={(v) => setEingabe((alt) => ({ ...alt, FaelligAm: v }))}
              />
            </Grid>
          </Grid>
          <Box sx={{ mt: 2 }}>
            <SpeichernButton type="submit" variant="outlined" laeuft={vorschauLaden.laeuft} disabled={!body}>
              {T.vorschau}
            </SpeichernButton>
          </Box>
        </CardContent>
      </Card>

      {aktuelleVorschau && body ? (
        <Karte titel={T.vorschauTitel} id="lauf-vorschau" sx={{ mb: 3 }}>
          {aktuelleVorschau.BereitsAbgerechnet ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {T.bereitsAbgerechnet}
            </Alert>
          ) : null}
          {aktuelleVorschau.KontoMeldung ? (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                <ButtonLink to="/beitragskonto" color="inherit" size="small">
                  {BEITRAEGE_TEXT.einstellungen.kontoBearbeiten}
                </ButtonLink>
              }
            >
              {aktuelleVorschau.KontoMeldung}
            </Alert>
          ) : null}
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Angabe label={T.anzahl} wert={<span data-vorschau="anzahl">{aktuelleVorschau.Anzahl}</span>} />
            <Angabe label={T.total} wert={<span data-vorschau="total">{chf(aktuelleVorschau.Total)}</span>} />
            {aktuelleVorschau.Befreit > 0 ? <Angabe label={T.befreit} wert={aktuelleVorschau.Befreit} /> : null}
            {aktuelleVorschau.OhneBeitrag > 0 ? <Angabe label={T.ohneBeitrag} wert={aktuelleVorschau.OhneBeitrag} /> : null}
          </Grid>
          {aktuelleVorschau.ProKategorie.length > 0 ? (
            <Box sx={{ overflowX: 'auto', mb: 2 }}>
              <Table size="small" aria-label={T.proKategorie}>
                <TableHead>
                  <TableRow>
                    <TableCell>{T.kategorie}</TableCell>
                    <TableCell align="right">{T.anzahl}</TableCell>
                    <TableCell align="right">{T.total}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {aktuelleVorschau.ProKategorie.map((k) => (
                    <TableRow key={k.Kategorie}>
                      <TableCell>{k.Kategorie}</TableCell>
                      <TableCell align="right">{k.Anzahl}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {chf(k.Total)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : null}
          <Namensliste titel={T.ohneEmail(aktuelleVorschau.OhneEmail.length)} namen={aktuelleVorschau.OhneEmail} art="ohneEmail" />
          <Namensliste
            titel={T.ohneAdresse(aktuelleVorschau.OhneAdresse.length)}
            namen={aktuelleVorschau.OhneAdresse}
            art="ohneAdresse"
            warnung
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <SpeichernButton
              laeuft={starten.laeuft}
              sperrgrund={sperrgrund}
              disabled={aktuelleVorschau.Anzahl === 0}
              onClick={() => setFragen(true)}
            >
              {T.erstellen}
            </SpeichernButton>
          </Box>
          <ConfirmDialog
            open={fragen}
            titel={T.bestaetigenTitel}
            text={T.bestaetigenText(aktuelleVorschau.Anzahl, chf(aktuelleVorschau.Total), body.Bezeichnung)}
            bestaetigen={T.erstellen}
            onConfirm={() => starten.starten(body)}
            onClose={() => setFragen(false)}
          />
        </Karte>
      ) : null}

      {ergebnis ? (
        <Alert severity="success" sx={{ mb: 3 }} data-banner="beitragslaufErgebnis">
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {T.ergebnisTitel}
          </Typography>
          <Box>{T.ergebnis(ergebnis.Anzahl, ergebnis.PerEmail, ergebnis.ZumDrucken)}</Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {ergebnis.ZumDrucken > 0 ? (
              <DateiKnopf label={T.druckPdf} laden={() => druckPdfHerunterladen(ergebnis.LaufId)} color="inherit">
                {T.druckPdf}
              </DateiKnopf>
            ) : null}
            <ButtonLink to="/beitragsrechnungen" search={{ lauf: ergebnis.LaufId }} color="inherit" size="small" variant="outlined">
              {T.zuOffenenPosten}
            </ButtonLink>
          </Box>
        </Alert>
      ) : null}

      <BisherigeLaeufe />
    </>
  );
}

function Namensliste({
  titel,
  namen,
  art,
  warnung = false,
}: {
  titel: string;
  namen: { MitgliedId: number; Name: string }[];
  art: string;
  warnung?: boolean;
}) {
  if (namen.length === 0) return null;
  return (
    <Alert severity={warnung ? 'warning' : 'info'} sx={{ mb: 1 }} data-liste={art}>
      <Box>{titel}:</Box>
      <Box component="span">{namen.map((n) => n.Name).join(', ')}</Box>
    </Alert>
  );
}

function BisherigeLaeufe() {
  const { data: laeufe } = useQuery(laeufeQuery);
  return (
    <Karte titel={T.bisherigeTitel} id="lauf-bisherige">
      {laeufe === undefined ? null : laeufe.length === 0 ? (
        <Typography>{T.keineLaeufe}</Typography>
      ) : (
        <EintragListe eintraege={laeufe} id={(l) => l.LaufId} daten="lauf" sx={ALS_ZEILE}>
          {(l) => (
            <>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{l.Bezeichnung}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${l.Anzahl} Rechnungen · ${chf(l.Total)} · ${T.faelligAm} ${formatDatumDe(l.FaelligAm)}`}
                </Typography>
              </Box>
              <ButtonLink
                to="/beitragsrechnungen"
                search={{ lauf: l.LaufId }}
                size="small"
                aria-label={T.rechnungenDesLaufs(l.Bezeichnung)}
              >
                {T.rechnungen}
              </ButtonLink>
              {l.HatDruck ? (
                <DateiKnopf label={`${T.druckPdf}: ${l.Bezeichnung}`} laden={() => druckPdfHerunterladen(l.LaufId)}>
                  {T.druckPdf}
                </DateiKnopf>
              ) : null}
            </>
          )}
        </EintragListe>
      )}
    </Karte>
  );
}
