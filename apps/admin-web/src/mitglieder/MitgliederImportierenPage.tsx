import { useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  IMPORT_HEADER,
  IMPORT_MELDUNG,
  importVorlageCsv,
  importZugangsmailsText,
  istCsvDateiname,
  TEXT,
  type Mitglied,
} from '@vereinsportal/domain';
import { api } from '../common/api';
import { useApiQuery } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { Seitenkopf } from '../common/Seitenkopf';
import { useVereinsUebersicht } from '../common/queries';
import { ImportVorschau } from './ImportVorschau';
import { useImportPruefung } from './useImportPruefung';
import { MITGLIEDER_KEYS, mitgliederListeOptionen } from './queries';
import { QUERY_KEYS } from '../common/queryKeys';

const SCHRITTE = ['Information', 'Datei auswählen', 'Vorschau', 'Ergebnis'];

function vorlageHerunterladen() {
  // Excel opens a UTF-8 CSV correctly only with a BOM.
  const blob = new Blob(['\uFEFF', importVorlageCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'Mitgliederimport-Vorlage.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /mitgliederimportieren (docs/produkt.md §2, §4, §5): the four-step CSV import wizard. */
export default function MitgliederImportierenPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [schritt, setSchritt] = useState(0);
  const [datei, setDatei] = useState<File | null>(null);
  const [anzahlImportiert, setAnzahlImportiert] = useState<number | null>(null);
  const [anzahlZugangsmails, setAnzahlZugangsmails] = useState<number | null>(null);
  const { stand, starten, zuruecksetzen } = useImportPruefung();
  const { data: uebersicht } = useVereinsUebersicht();
  // Duplicate check compares with every member, deleted ones included (docs/produkt.md §5).
  const { data: alleMitglieder } = useApiQuery(mitgliederListeOptionen(true));

  const freiePlaetze = uebersicht ? Math.max(0, uebersicht.VertragAnzahlMitglieder - uebersicht.AnzahlMitgliederMitSystemZugriff) : null;
  const istCsv = datei !== null && istCsvDateiname(datei.name);
  const bereit = freiePlaetze !== null && alleMitglieder !== undefined;

  const dateiGewaehlt = (f: File | null) => {
    setDatei(f);
    zuruecksetzen();
    // The check starts at once in the worker, so the preview is usually ready when the user continues.
    if (f && istCsvDateiname(f.name) && bereit) {
      void starten(f, {
        vorhandeneEmails: alleMitglieder.map((m) => m.Emailadresse).filter((e): e is string => !!e),
        freiePlaetze: freiePlaetze,
      });
    }
  };

  const pruefung = stand.stand === 'fertig' ? stand.pruefung : null;
  const importierbar = pruefung !== null && pruefung.fehler.length === 0 && pruefung.mitglieder.length > 0;
  // A checked file that cannot be imported says why beside the button and what to do (docs/produkt.md §2).
  const sperrgrund = pruefung !== null && !importierbar ? IMPORT_MELDUNG.importGesperrt : null;

  const importieren = useSpeichern({
    aufruf: (mitglieder: Mitglied[]) => api.importMitglieder({ body: mitglieder }),
    erfolg: 'mitgliederImportiert',
    danach: async (ergebnis) => {
      setAnzahlImportiert(ergebnis.AnzahlImportierteMitglider);
      setAnzahlZugangsmails(ergebnis.AnzahlZugangsmails);
      setSchritt(3);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.alle }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.vereinsUebersicht }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.kategorien }),
      ]);
    },
  });

  const abbrechenButton = (
    <Button variant="outlined" onClick={() => void navigate({ to: '/' })}>
      Abbrechen
    </Button>
  );

  return (
    <>
      <Seitenkopf titel="Mitglieder importieren" />
      <Stepper activeStep={schritt} alternativeLabel sx={{ mb: 3 }}>
        {SCHRITTE.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: 2 }}>
        {schritt === 0 && (
          <Schritt
            titel="Information"
            knoepfe={
              <>
                {abbrechenButton}
                <Button variant="contained" onClick={() => setSchritt(1)}>
                  Weiter
                </Button>
              </>
            }
          >
            <Typography sx={{ mb: 2 }}>
              Mit dem Import können Sie viele Mitglieder auf einmal aus einer CSV Datei übernehmen (Trennzeichen Semikolon, z.B. aus Excel
              als «CSV (Trennzeichen-getrennt)» gespeichert). Die erste Zeile muss genau diese 12 Spalten in dieser Reihenfolge enthalten:
            </Typography>
            <Typography component="code" sx={{ display: 'block', mb: 2, wordBreak: 'break-all', fontFamily: 'monospace' }}>
              {IMPORT_HEADER.join(';')}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              HatSystemZugriff ist 1 für Mitglieder, welche die App benutzen (Emailadresse nötig), sonst 0. Mitglieder ohne Systemzugriff
              sind unbegrenzt.
            </Typography>
            <Typography sx={{ mb: 2 }} data-testid="import-zugangsdaten-hinweis">
              {TEXT.importZugangsdatenHinweis}
            </Typography>
            <Alert severity="info" sx={{ mb: 2 }} data-testid="freie-plaetze">
              {uebersicht
                ? `Freie Plätze für Mitglieder mit Systemzugriff: ${freiePlaetze} (Vertrag: ${uebersicht.VertragAnzahlMitglieder}, belegt: ${uebersicht.AnzahlMitgliederMitSystemZugriff})`
                : 'Freie Plätze werden geladen ...'}
            </Alert>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={vorlageHerunterladen}>
              Vorlage herunterladen
            </Button>
          </Schritt>
        )}
        {schritt === 1 && (
          <Schritt
            titel="Datei auswählen"
            knoepfe={
              <>
                <ZurueckKnopf onClick={() => setSchritt(0)} />
                {abbrechenButton}
                <Button variant="contained" disabled={!istCsv} onClick={() => setSchritt(2)}>
                  Weiter
                </Button>
              </>
            }
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={!bereit}>
                CSV Datei auswählen
                <input
                  type="file"
                  hidden
                  accept=".csv,text/csv"
                  data-testid="csv-datei-input"
                  onChange={(e) => {
                    const f = e.target.files?.[0] ?? null;
                    e.target.value = '';
                    dateiGewaehlt(f);
                  }}
                />
              </Button>
              {datei && <Typography data-testid="csv-dateiname">{datei.name}</Typography>}
            </Box>
            {datei && !istCsv && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {IMPORT_MELDUNG.keineCsvDatei}
              </Alert>
            )}
            {stand.stand === 'laeuft' && (
              <LinearProgress variant="determinate" value={stand.prozent} sx={{ mt: 2 }} aria-label="Datei wird geprüft" />
            )}
          </Schritt>
        )}
        {schritt === 2 && (
          <Schritt
            titel="Vorschau"
            umbrechen
            knoepfe={
              <>
                <ZurueckKnopf onClick={() => setSchritt(1)} />
                {abbrechenButton}
                <SpeichernButton
                  laeuft={importieren.laeuft}
                  disabled={!importierbar}
                  sperrgrund={sperrgrund}
                  onClick={() => pruefung && importieren.starten(pruefung.mitglieder)}
                >
                  Importieren
                </SpeichernButton>
              </>
            }
          >
            {stand.stand === 'laeuft' && (
              <Box sx={{ my: 2 }}>
                <Typography>Die Datei wird geprüft ...</Typography>
                <LinearProgress variant="determinate" value={stand.prozent} aria-label="Datei wird geprüft" />
              </Box>
            )}
            {pruefung && <ImportVorschau pruefung={pruefung} />}
          </Schritt>
        )}
        {schritt === 3 && (
          <Schritt titel="Ergebnis">
            <Alert severity="success" sx={{ mb: 2 }} data-testid="import-ergebnis">
              Es wurden {anzahlImportiert ?? 0} Mitglieder importiert.
            </Alert>
            {anzahlZugangsmails !== null && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="import-zugangsmails">
                {importZugangsmailsText(anzahlZugangsmails)}
              </Alert>
            )}
            <Button variant="contained" onClick={() => void navigate({ to: '/mitgliederliste' })}>
              Zur Mitgliederliste
            </Button>
          </Schritt>
        )}
      </Paper>
    </>
  );
}

/** One step of the import: its heading and content, then its buttons in a row (`umbrechen`: wrapping). */
function Schritt({
  titel,
  knoepfe,
  umbrechen = false,
  children,
}: {
  titel: string;
  knoepfe?: ReactNode;
  umbrechen?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="h2" gutterBottom>
        {titel}
      </Typography>
      {children}
      {knoepfe ? <Box sx={{ display: 'flex', gap: 1, mt: 3, ...(umbrechen ? { flexWrap: 'wrap' } : {}) }}>{knoepfe}</Box> : null}
    </>
  );
}

function ZurueckKnopf({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outlined" onClick={onClick}>
      Zurück
    </Button>
  );
}
