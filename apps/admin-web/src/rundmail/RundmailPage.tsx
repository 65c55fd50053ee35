/**
 * /rundmail (docs/produkt.md "Rundmail"): an e-mail to all active members with an address, or to those of
 * chosen categories; the recipient count follows the choice live, members without an address are named;
 * sending asks first; the sent Rundmails are listed below.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  joinKategorien,
  RUNDMAIL_MAX,
  RUNDMAIL_TEXT,
  rundmailSchema,
  validate,
  vollerName,
  type RundmailInput,
  type RundmailVorschau,
} from '@vereinsportal/domain';
import { useKategorien } from '../kategorien/useKategorien';
import { api } from '../common/api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TextField } from '../common/forms';
import { useVereinsKonto } from '../common/queries';
import { useZeitzone } from '../common/einstellungen';
import { zeitpunktDe } from '../common/format';
import { RUNDMAIL_KEYS, rundmailsQuery, rundmailVorschauQuery } from './queries';
import { Seitenkopf } from '../common/Seitenkopf';
import { SpeichernButton } from '../common/SpeichernButton';
import { useApiQuery } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';

type Modus = 'alle' | 'kategorien';

export default function RundmailPage() {
  const queryClient = useQueryClient();
  const [betreff, setBetreff] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [modus, setModus] = useState<Modus>('alle');
  const [gewaehlt, setGewaehlt] = useState<string[]>([]);
  const [frageOffen, setFrageOffen] = useState(false);
  // A new number after each send remounts the fields: their 'touched' state goes with the sent text, so the empty
  // form does not greet the next Rundmail with 'darf nicht leer sein'.
  const [formularNr, setFormularNr] = useState(0);
  const zeitzone = useZeitzone();

  const { data: kategorien = [], isPending: kategorienLaden } = useKategorien();
  const { data: konto } = useVereinsKonto();

  // null = all members; with 'kategorien' and nothing ticked there is no choice yet.
  const kategorienText = modus === 'alle' ? null : joinKategorien(gewaehlt);
  const auswahlFertig = modus === 'alle' || kategorienText !== null;

  const vorschau = useApiQuery({
    ...rundmailVorschauQuery(kategorienText),
    enabled: auswahlFertig,
    // The previous count stays while the next choice's loads, so the page does not jump.
    placeholderData: (vorher) => vorher,
  });
  const { data: gesendet = [], isPending: listeLaden } = useApiQuery(rundmailsQuery);

  const pruefung = useMemo(
    () => validate(rundmailSchema, { Betreff: betreff, Text: text, Kategorien: kategorienText }),
    [betreff, text, kategorienText],
  );
  const errors = pruefung.success ? null : pruefung.errors;
  const anzahl = auswahlFertig && !vorschau.isPlaceholderData ? vorschau.data?.AnzahlEmpfaenger : undefined;

  const sperrgrund = !auswahlFertig ? RUNDMAIL_TEXT.keineKategorieGewaehlt : anzahl === 0 ? RUNDMAIL_TEXT.keineEmpfaenger : null;

  const senden = useSpeichern({
    aufruf: (body: RundmailInput) => api.rundmailSenden({ body }),
    erfolg: 'rundmailGesendet',
    danach: async () => {
      setBetreff(null);
      setText(null);
      setFormularNr((n) => n + 1);
      await queryClient.invalidateQueries({ queryKey: RUNDMAIL_KEYS.alle });
    },
  });

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (pruefung.success && anzahl !== undefined && anzahl > 0) setFrageOffen(true);
  };

  const umschalten = (kategorie: string, an: boolean) =>
    setGewaehlt((liste) => (an ? [...liste, kategorie] : liste.filter((k) => k !== kategorie)));

  return (
    <>
      <Seitenkopf titel="Rundmail" />
      <Card>
        <CardContent key={formularNr} component="form" noValidate onSubmit={absenden} aria-label="Rundmail schreiben">
          <TextField
            label="Betreff"
            required
            value={betreff}
            onChange={setBetreff}
            feld="Betreff"
            errors={errors}
            maxLength={RUNDMAIL_MAX.Betreff}
          />
          <TextField
            label="Text"
            required
            multiline
            minRows={8}
            value={text}
            onChange={setText}
            feld="Text"
            errors={errors}
            maxLength={RUNDMAIL_MAX.Text}
          />
          <FormControl component="fieldset" sx={{ mt: 2 }}>
            <FormLabel component="legend">Empfänger</FormLabel>
            <RadioGroup row value={modus} onChange={(e) => setModus(e.target.value as Modus)}>
              <FormControlLabel value="alle" control={<Radio />} label={RUNDMAIL_TEXT.anAlle} />
              <FormControlLabel value="kategorien" control={<Radio />} label={RUNDMAIL_TEXT.anKategorien} />
            </RadioGroup>
          </FormControl>
          {modus === 'kategorien' && (
            <FormControl component="fieldset" sx={{ display: 'block', ml: 1 }}>
              <FormLabel component="legend">Mitgliederkategorien</FormLabel>
              {!kategorienLaden && kategorien.length === 0 ? (
                <Typography color="text.secondary">{RUNDMAIL_TEXT.keineKategorien}</Typography>
              ) : (
                <FormGroup row>
                  {kategorien.map((k) => (
                    <FormControlLabel
                      key={k}
                      control={<Checkbox checked={gewaehlt.includes(k)} onChange={(e) => umschalten(k, e.target.checked)} />}
                      label={k}
                    />
                  ))}
                </FormGroup>
              )}
            </FormControl>
          )}
          <Empfaenger vorschau={auswahlFertig ? vorschau.data : undefined} aktuell={anzahl !== undefined} />
          {konto?.Emailadresse ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {RUNDMAIL_TEXT.antwortHinweis(konto.Emailadresse)}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <SpeichernButton
              type="submit"
              laeuft={senden.laeuft}
              disabled={!pruefung.success || anzahl === undefined}
              sperrgrund={sperrgrund}
            >
              Senden
            </SpeichernButton>
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={frageOffen}
        titel="Rundmail senden"
        text={RUNDMAIL_TEXT.sendenFrage(anzahl ?? 0)}
        bestaetigen="Senden"
        onClose={() => setFrageOffen(false)}
        onConfirm={() => {
          if (pruefung.success) senden.starten(pruefung.output);
        }}
      />
      <section aria-labelledby="rundmail-gesendet" style={{ marginTop: 24 }}>
        <Typography variant="h2" id="rundmail-gesendet" gutterBottom>
          Gesendete Rundmails
        </Typography>
        {/* On a phone the table scrolls sideways: a focusable, named region, so the keyboard reaches it too. */}
        <TableContainer component={Paper} tabIndex={0} role="region" aria-labelledby="rundmail-gesendet">
          <Table size="small" aria-labelledby="rundmail-gesendet">
            <TableHead>
              <TableRow>
                <TableCell>Gesendet am</TableCell>
                <TableCell>Betreff</TableCell>
                <TableCell>Mitgliederkategorien</TableCell>
                <TableCell align="right">Empfänger</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!listeLaden && gesendet.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>{RUNDMAIL_TEXT.keineGesendet}</TableCell>
                </TableRow>
              ) : (
                gesendet.map((r) => (
                  <TableRow key={r.RundmailId}>
                    <TableCell>{zeitpunktDe(r.GesendetAm, zeitzone)}</TableCell>
                    <TableCell>{r.Betreff}</TableCell>
                    <TableCell>{r.Kategorien ?? RUNDMAIL_TEXT.anAlle}</TableCell>
                    <TableCell align="right">{r.AnzahlEmpfaenger}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </section>
    </>
  );
}

/** The live preview: how many members the mail reaches, and who of the choice has no address. */
function Empfaenger({ vorschau, aktuell }: { vorschau: RundmailVorschau | undefined; aktuell: boolean }) {
  if (!vorschau) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-live="polite" aria-busy={!aktuell} data-testid="rundmail-vorschau">
      <Alert severity={vorschau.AnzahlEmpfaenger > 0 ? 'info' : 'warning'}>{RUNDMAIL_TEXT.empfaenger(vorschau.AnzahlEmpfaenger)}</Alert>
      {vorschau.OhneEmail.length > 0 && (
        <Alert severity="warning">
          {RUNDMAIL_TEXT.ohneEmail(vorschau.OhneEmail.length)}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }} aria-label="Mitglieder ohne E-Mail-Adresse">
            {vorschau.OhneEmail.map((m) => (
              <li key={m.MitgliedId}>{vollerName(m)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
