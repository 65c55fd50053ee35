/**
 * 'Passwort vergessen?' of the portal (/passwortvergessen): club number and e-mail. The server mails an
 * administrator a one-time link to /passwortsetzen and answers the same whether or not the account
 * exists, so the page says what happens "if" there is one.
 */
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PASSWORT_VERGESSEN_GUELTIG_MINUTEN, passwortVergessenFormularSchema, passwortVergessenGesendet, validate } from '@vereinsportal/domain';
import { TextLink } from '../components/links';
import { api } from '../lib/api';
import { PlainTextField } from '@vereinsportal/web-ui/PlainTextField';
import { apiCall } from '../lib/useApiCall';

export default function PasswortVergessenScreen() {
  const [vereinId, setVereinId] = useState<string | null>(null);
  const [emailadresse, setEmailadresse] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const [gesendet, setGesendet] = useState(false);
  const pruefung = useMemo(() => validate(passwortVergessenFormularSchema, { vereinId, emailadresse: emailadresse ?? '' }), [vereinId, emailadresse]);
  const errors = pruefung.success ? null : pruefung.errors;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!pruefung.success || laeuft) return;
    setLaeuft(true);
    try {
      await apiCall(() => api.passwortVergessen({ body: { VereinId: pruefung.output.vereinId, Emailadresse: pruefung.output.emailadresse, Ziel: 'portal' } }));
      setGesendet(true);
    } catch {
      // The toast has been shown by apiCall.
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Card>
        <CardContent component="form" noValidate onSubmit={absenden} sx={{ p: 3 }}>
          <Typography variant="h1" gutterBottom>
            Passwort vergessen
          </Typography>
          {gesendet ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {passwortVergessenGesendet(PASSWORT_VERGESSEN_GUELTIG_MINUTEN)}
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Ihr bisheriges Passwort bleibt
                gültig, bis Sie das neue gespeichert haben.
              </Typography>
              <PlainTextField
                label="Vereinsnummer"
                value={vereinId}
                onChange={setVereinId}
                feld="vereinId"
                errors={errors}
                required
                autoComplete="organization"
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
              <PlainTextField
                label="E-Mail-Adresse"
                type="email"
                value={emailadresse}
                onChange={setEmailadresse}
                feld="emailadresse"
                errors={errors}
                required
                autoComplete="username"
              />
              <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={!pruefung.success || laeuft}>
                Link senden
              </Button>
            </>
          )}
          <Typography sx={{ mt: 3 }}>
            <TextLink to="/anmeldung">Zurück zur Anmeldung</TextLink>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
