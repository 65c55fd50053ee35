/**
 * Sign-in (/anmeldung, docs/produkt.md §2): club number, e-mail, password. With the query parameters
 * vereinid, userid and passwort all present it signs in automatically. Success goes to /.
 * After many failed sign-ins of the account the server asks for a solved bot check (ALTCHA):
 * the widget appears and its payload goes with the next try.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { botcheckVerlangt } from '@vereinsportal/api-client';
import { anmeldungSchema, validate } from '@vereinsportal/domain';
import { api } from '../lib/api';
import { PlainTextField } from '../lib/textInput';
import { saveSession } from '../lib/session';
import { apiCall } from '../lib/useApiCall';
import { TextLink } from '../components/links';

// Rarely needed, so the proof-of-work widget is loaded only when the server asks for it.
const AltchaWidget = lazy(() => import('../components/AltchaWidget').then((m) => ({ default: m.AltchaWidget })));

interface Eingabe {
  vereinId: string | null;
  emailadresse: string | null;
  passwort: string | null;
}

function alsZahl(text: string | null): number {
  // Numeric only: "12a" or "1.5" must not sign in as club 12.
  return text !== null && /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export default function AnmeldungScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suche = useSearch({ from: '/anmeldung' });
  const [eingabe, setEingabe] = useState<Eingabe>({
    vereinId: suche.vereinid ?? null,
    emailadresse: suche.userid ?? null,
    passwort: suche.passwort ?? null,
  });
  const [laeuft, setLaeuft] = useState(false);
  const [botcheckNoetig, setBotcheckNoetig] = useState(false);
  const [botcheck, setBotcheck] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const autoGestartet = useRef(false);

  const pruefung = useMemo(
    () =>
      validate(anmeldungSchema, {
        vereinId: eingabe.vereinId,
        emailadresse: eingabe.emailadresse ?? '',
        passwort: eingabe.passwort ?? '',
      }),
    [eingabe],
  );
  const errors = pruefung.success ? null : pruefung.errors;

  const anmelden = async (daten: Eingabe) => {
    const vereinId = alsZahl(daten.vereinId);
    const emailadresse = daten.emailadresse ?? '';
    const passwort = daten.passwort ?? '';
    const nachweis = botcheck;
    setLaeuft(true);
    try {
      const info = await apiCall(() =>
        api.getBenutzerinfo(undefined, { credentials: { vereinId, emailadresse, passwort }, ...(nachweis === null ? {} : { botcheck: nachweis }) }),
      );
      // Nothing cached from a previous sign-in (maybe another club) may show.
      queryClient.clear();
      saveSession({
        benutzerAngemeldet: true,
        vereinId,
        emailadresse,
        passwort,
        vereinsName: info.VereinsName,
        userMitgliedId: info.MitgliedId,
        userNachname: info.Nachname,
        userVorname: info.Vorname,
      });
      await navigate({ to: '/' });
    } catch (error) {
      // The toast has been shown by apiCall. A solved challenge counts once: the next try needs a new one.
      if (botcheckVerlangt(error)) setBotcheckNoetig(true);
      if (nachweis !== null || botcheckVerlangt(error)) {
        setBotcheck(null);
        setWidgetKey((k) => k + 1);
      }
    } finally {
      setLaeuft(false);
    }
  };

  useEffect(() => {
    if (autoGestartet.current) return;
    if (suche.vereinid && suche.userid && suche.passwort) {
      autoGestartet.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- opening a link with credentials is an event from outside React; signing in is its one-time effect
      void anmelden({ vereinId: suche.vereinid, emailadresse: suche.userid, passwort: suche.passwort });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suche.vereinid, suche.userid, suche.passwort]);

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (pruefung.success && !laeuft) void anmelden(eingabe);
  };

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Card>
        <CardContent component="form" noValidate onSubmit={absenden} sx={{ p: 3 }}>
          <Typography variant="h1" gutterBottom>
            Anmeldung
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Melden Sie sich mit Ihrer Vereinsnummer, Ihrer E-Mail-Adresse und Ihrem Passwort an, die Sie auch in
            der App verwenden.
          </Typography>
          <PlainTextField
            label="Vereinsnummer"
            value={eingabe.vereinId}
            onChange={(v) => setEingabe((s) => ({ ...s, vereinId: v }))}
            feld="vereinId"
            errors={errors}
            required
            autoComplete="organization"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          <PlainTextField
            label="E-Mail-Adresse"
            type="email"
            value={eingabe.emailadresse}
            onChange={(v) => setEingabe((s) => ({ ...s, emailadresse: v }))}
            feld="emailadresse"
            errors={errors}
            required
            autoComplete="username"
          />
          <PlainTextField
            label="Passwort"
            type="password"
            value={eingabe.passwort}
            onChange={(v) => setEingabe((s) => ({ ...s, passwort: v }))}
            feld="passwort"
            errors={errors}
            trimmen={false}
            required
            autoComplete="current-password"
          />
          {botcheckNoetig ? (
            <Box sx={{ mt: 2 }}>
              <Suspense fallback={null}>
                <AltchaWidget key={widgetKey} onPayload={setBotcheck} />
              </Suspense>
            </Box>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            disabled={!pruefung.success || laeuft || (botcheckNoetig && botcheck === null)}
          >
            Anmelden
          </Button>
          <Typography sx={{ mt: 2 }}>
            <TextLink to="/passwortvergessen">Passwort vergessen?</TextLink>
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Noch kein Konto? <TextLink to="/vereinregistrieren">Verein registrieren</TextLink>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
