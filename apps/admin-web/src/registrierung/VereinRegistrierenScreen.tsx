/**
 * Club registration (/vereinregistrieren, docs/produkt.md §2, §4): the form while VereinId is 0, then the
 * confirmation with the way to the sign-in. The button stays disabled while docs/produkt.md §5's rules fail.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MAX, registrierungSchema, TEST_TAGE, TEXT, validate, type VereinRegistrieren } from '@vereinsportal/domain';
import { api } from '../common/api';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { AltchaWidget } from '@vereinsportal/web-ui/AltchaWidget';
import { ButtonLink, TextLink } from '../common/links';
import { OffeneKarte } from '../common/OffeneKarte';
import { VereinsAdresseFelder } from '../konto/VereinsAdresseFelder';
import { LAND_SCHWEIZ } from '../konto/LaenderAuswahl';
import { useEinstellungen } from '../common/einstellungen';
import { outboxQuery } from '../postausgang/queries';

type Formular = VereinRegistrieren & { AgbAkzeptiert: boolean; DatenschutzAkzeptiert: boolean };

const LEER: Formular = {
  VereinId: 0,
  // Most clubs are Swiss (docs/produkt.md §5: a country chosen); another is one choice away.
  LandId: LAND_SCHWEIZ,
  VereinsName: null,
  Vorname: null,
  Nachname: null,
  Strasse: null,
  Postleitzahl: null,
  Ort: null,
  Emailadresse: null,
  RecaptchaResponse: null,
  AgbAkzeptiert: false,
  DatenschutzAkzeptiert: false,
};

/** Shows the link to the demo outbox only when the server has one (demo mode). */
function useOutboxVorhanden(): boolean {
  const { isSuccess } = useQuery(outboxQuery);
  return isSuccess;
}

function Bestaetigung({ vereinId, email }: { vereinId: number; email: string | null }) {
  const outbox = useOutboxVorhanden();
  return (
    <OffeneKarte titel="Registrierung erfolgreich" breite={640}>
      <Typography sx={{ mb: 1 }}>
        Ihr Verein wurde mit der Vereinsnummer <strong>{vereinId}</strong> registriert.
      </Typography>
      <Typography sx={{ mb: 3 }}>{TEXT.registrierungZugangsdatenGesendet(email ?? '')}</Typography>
      {outbox ? (
        <Typography sx={{ mb: 3 }}>
          Demo-Modus: Die E-Mail können Sie im <TextLink to="/outbox">Postausgang</TextLink> lesen.
        </Typography>
      ) : null}
      <ButtonLink to="/anmeldung" variant="contained">
        Zur Anmeldung
      </ButtonLink>
    </OffeneKarte>
  );
}

export default function VereinRegistrierenScreen() {
  const [form, setForm] = useState<Formular>(LEER);
  // A bot-check payload is valid once: after a failed attempt the widget starts again (new key).
  const [widgetKey, setWidgetKey] = useState(0);
  const { AgbUrl, DatenschutzUrl } = useEinstellungen();
  const setze = <K extends keyof Formular>(feld: K, wert: Formular[K]) => setForm((f) => ({ ...f, [feld]: wert }));

  const pruefung = useMemo(() => validate(registrierungSchema, form), [form]);
  const errors = pruefung.success ? null : pruefung.errors;

  const registrieren = useSpeichern({
    aufruf: (payload: VereinRegistrieren) => api.registrieren({ body: payload }),
    danach: ({ RecordId }) => setze('VereinId', RecordId),
    beiFehler: () => {
      setze('RecaptchaResponse', null);
      setWidgetKey((k) => k + 1);
    },
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (!pruefung.success) return;
    const { AgbAkzeptiert: _agb, DatenschutzAkzeptiert: _ds, ...payload } = form;
    registrieren.starten(payload);
  };

  if (form.VereinId !== 0) {
    return <Bestaetigung vereinId={form.VereinId} email={form.Emailadresse} />;
  }

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Card>
        <CardContent component="form" noValidate onSubmit={absenden} sx={{ p: 3 }}>
          <Typography variant="h1" gutterBottom>
            Verein registrieren
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Registrieren Sie Ihren Verein. Sie erhalten die Zugangsdaten per E-Mail und können das Vereinsportal und die App {TEST_TAGE}{' '}
            Tage kostenlos testen.
          </Typography>
          <VereinsAdresseFelder
            werte={form}
            onText={(feld, wert) => setze(feld, wert)}
            onLand={(id) => setze('LandId', id)}
            errors={errors}
            max={MAX.registrierung}
          />
          <Box sx={{ mt: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={form.AgbAkzeptiert} onChange={(e) => setze('AgbAkzeptiert', e.target.checked)} />}
              label={
                <>
                  Ich akzeptiere die{' '}
                  <Link href={AgbUrl} target="_blank" rel="noopener noreferrer">
                    Allgemeinen Geschäftsbedingungen
                  </Link>
                </>
              }
            />
          </Box>
          <Box>
            <FormControlLabel
              control={<Checkbox checked={form.DatenschutzAkzeptiert} onChange={(e) => setze('DatenschutzAkzeptiert', e.target.checked)} />}
              label={
                <>
                  Ich akzeptiere die{' '}
                  <Link href={DatenschutzUrl} target="_blank" rel="noopener noreferrer">
                    Datenschutzerklärung
                  </Link>
                </>
              }
            />
          </Box>
          <Box sx={{ my: 2 }}>
            <AltchaWidget key={widgetKey} onPayload={(p) => setze('RecaptchaResponse', p)} />
          </Box>
          {!pruefung.success && form.RecaptchaResponse && form.AgbAkzeptiert && form.DatenschutzAkzeptiert ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Bitte füllen Sie alle Pflichtfelder aus.
            </Alert>
          ) : null}
          <SpeichernButton type="submit" size="large" laeuft={registrieren.laeuft} disabled={!pruefung.success}>
            Registrieren
          </SpeichernButton>
        </CardContent>
      </Card>
    </Box>
  );
}
