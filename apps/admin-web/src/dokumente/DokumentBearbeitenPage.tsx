import { useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { ALLGEMEIN_FELD, dokumentSpeichernFehler, heuteInZeitzone, MAX, prefixUrl, TEXT, type Dokument } from '@vereinsportal/domain';
import { dokumentTeile } from '@vereinsportal/api-client';
import { api } from '../common/api';
import { vereinsZeitzone } from '../common/einstellungen';
import { apiCall } from '../common/useApiCall';
import { SpeichernButton } from '../common/SpeichernButton';
import { DatensatzSeite, FormularRahmen, useDatensatzSpeichern } from '../common/Datensatz';
import { TextField, feldFehler } from '../common/forms';
import { AnzeigeFelder, feldBindung, HakenZeile, useFormular } from '../common/formular';
import { ButtonLink } from '../common/links';
import { useVereinsUebersicht } from '../common/queries';
import { DokumentModulBanner } from './DokumentModulBanner';
import { DOKUMENTE_KEYS, dokumentQuery } from './queries';

const NEUES_DOKUMENT: Dokument = {
  DokumentId: 0,
  DokumentBezeichnung: null,
  AnzeigenVon: null,
  AnzeigenBis: null,
  OriginalDateiName: null,
  InternetLinkVerwenden: 0,
  DateiURL: null,
  FuerMitgliedschaftsart: null,
};

// Shown from today in the club's time zone, like a new news item (docs/produkt.md §4).
const neuesDokument = (): Dokument => ({ ...NEUES_DOKUMENT, AnzeigenVon: heuteInZeitzone(vereinsZeitzone()) });

/** /dokumentbearbeiten and /dokumentbearbeiten/{id} (docs/produkt.md §2: 0 or absent = new). */
export default function DokumentBearbeitenPage() {
  const params = useParams({ strict: false }) as { dokumentId?: string };
  return (
    <DatensatzSeite
      id={Number(params.dokumentId ?? 0) || 0}
      abfrage={dokumentQuery}
      neu={neuesDokument}
      formular={(d) => <DokumentFormular initial={d} />}
    />
  );
}

function DokumentFormular({ initial }: { initial: Dokument }) {
  const navigate = useNavigate();
  const { data: uebersicht } = useVereinsUebersicht();
  const { wert: d, set } = useFormular(initial);
  const [datei, setDatei] = useState<File | null>(null);
  const link = d.InternetLinkVerwenden === 1;
  const hatGespeicherteDatei =
    initial.DokumentId !== 0 && initial.InternetLinkVerwenden === 0 && !!initial.OriginalDateiName && !!d.OriginalDateiName;

  const errors =
    dokumentSpeichernFehler(
      { ...d, OriginalDateiName: datei?.name ?? d.OriginalDateiName },
      {
        vertragsArt: uebersicht?.VertragsArt ?? 'Test',
        vertragAbgelaufen: uebersicht?.VertragAbgelaufen ?? false,
        datei: datei ? { size: datei.size } : null,
        hatGespeicherteDatei,
      },
    ) ?? {};
  const speichernErlaubt = !!uebersicht && Object.keys(errors).length === 0;
  // The contract refuses the module (docs/produkt.md §5, §10): said beside the button, not only by disabling it.
  const sperrgrund = feldFehler(errors, ALLGEMEIN_FELD);
  const dateiFehler = feldFehler(errors, 'OriginalDateiName');
  // The size rule is the domain's (its message comes first on OriginalDateiName); shown as a warning.
  const zuGross = dateiFehler === TEXT.dateiZuGross;

  const speichern = useDatensatzSpeichern({
    aufruf: ({ dokument, pdf }: { dokument: Dokument; pdf: File | null }) => {
      const body = dokumentTeile(dokument, pdf, pdf?.name);
      return dokument.DokumentId === 0
        ? api.createDokument({ body })
        : api.updateDokument({ params: { DokumentId: dokument.DokumentId }, body });
    },
    id: ({ dokument }) => dokument.DokumentId,
    erfolg: 'dokumentGespeichert',
    schluessel: DOKUMENTE_KEYS,
    oeffnen: (id) => navigate({ to: '/dokumentbearbeiten/$dokumentId', params: { dokumentId: String(id) }, replace: true }),
  });
  const starten = () =>
    speichern.starten({
      dokument: {
        ...d,
        DateiURL: link ? prefixUrl(d.DateiURL) : null,
        OriginalDateiName: link ? null : (datei?.name ?? d.OriginalDateiName),
      },
      pdf: link ? null : datei,
    });

  const herunterladen = async () => {
    const blob = await apiCall(() => api.getDokumentDatei({ params: { DokumentId: d.DokumentId } }));
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = initial.OriginalDateiName ?? 'dokument.pdf';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <FormularRahmen
      titel={d.DokumentId === 0 ? TEXT.dokumentErfassen : TEXT.dokumentBearbeiten}
      vorFeldern={<DokumentModulBanner />}
      aktionen={
        <>
          <SpeichernButton laeuft={speichern.laeuft} disabled={!speichernErlaubt} sperrgrund={sperrgrund} onClick={starten}>
            Speichern
          </SpeichernButton>
          <ButtonLink to="/dokumentliste" variant="outlined">
            Zur Dokumentliste
          </ButtonLink>
        </>
      }
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        Ein Dokument kann auf zwei Arten bereitgestellt werden: Laden Sie eine PDF Datei hoch (maximal 1 MB), oder verwenden Sie einen
        Internet Link auf eine Datei, die bereits im Internet verfügbar ist (ohne Grössenlimit).
      </Alert>
      <Grid container columnSpacing={2}>
        <AnzeigeFelder
          wert={d}
          set={set}
          errors={errors}
          titelFeld="DokumentBezeichnung"
          titelMax={MAX.dokument.DokumentBezeichnung}
          bisPflicht={false}
        />
        <HakenZeile
          label="Internet Link auf Datei verwenden"
          checked={link}
          onChange={(an) => {
            // docs/produkt.md §4: choosing the link clears the file; unchecking clears the URL.
            if (an) {
              setDatei(null);
              set({ InternetLinkVerwenden: 1, OriginalDateiName: null });
            } else {
              set({ InternetLinkVerwenden: 0, DateiURL: null });
            }
          }}
        />
        {!link && (
          <Grid size={{ xs: 12 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                PDF Datei auswählen
                <input
                  type="file"
                  hidden
                  accept=".pdf,application/pdf"
                  data-testid="pdf-datei-input"
                  onChange={(e) => {
                    const f = e.target.files?.[0] ?? null;
                    e.target.value = '';
                    if (f) setDatei(f);
                  }}
                />
              </Button>
              <MuiTextField
                label="Datei"
                value={datei?.name ?? d.OriginalDateiName ?? ''}
                size="small"
                sx={{ flexGrow: 1, minWidth: 220 }}
                slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
              />
              {hatGespeicherteDatei && !datei && (
                <Button startIcon={<DownloadIcon />} onClick={() => void herunterladen().catch(() => undefined)}>
                  Gespeicherte Datei herunterladen
                </Button>
              )}
            </Box>
            {zuGross ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {TEXT.dateiZuGross}
              </Alert>
            ) : (
              dateiFehler && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {dateiFehler}
                </Typography>
              )
            )}
          </Grid>
        )}
        {link && (
          <Grid size={{ xs: 12 }}>
            <TextField label="URL" type="url" required {...feldBindung(d, set, errors)('DateiURL')} maxLength={MAX.dokument.DateiURL} />
          </Grid>
        )}
      </Grid>
    </FormularRahmen>
  );
}
