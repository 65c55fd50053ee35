/**
 * 'Passwort vergessen?' of the portal (/passwortvergessen): club number and e-mail. The server mails an
 * administrator a one-time link to /passwortsetzen and answers the same whether or not the account
 * exists, so the page says what happens "if" there is one.
 */
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  PASSWORT_VERGESSEN_GUELTIG_MINUTEN,
  passwortVergessenFormularSchema,
  passwortVergessenGesendet,
  validate,
} from '@vereinsportal/domain';
import { TextLink } from '../common/links';
import { api } from '../common/api';
import { PlainTextField } from '@vereinsportal/web-ui/PlainTextField';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';

export default function PasswortVergessenScreen() {
  const [vereinId, setVereinId] = useState<string | null>(null);
  const [emailadresse, setEmailadresse] = useState<string | null>(null);
  const [gesendet, setGesendet] = useState(false);
  const pruefung = useMemo(
    () => validate(passwortVergessenFormularSchema, { vereinId, emailadresse: emailadresse ?? '' }),
    [vereinId, emailadresse],
  );
  const errors = pruefung.success ? null : pruefung.errors;

  const senden = useSpeichern({
    aufruf: ({ VereinId, Emailadresse }: { VereinId: number; Emailadresse: string }) =>
      api.passwortVergessen({ body: { VereinId, Emailadresse, Ziel: 'portal' } }),
    danach: () => setGesendet(true),
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (pruefung.success) senden.starten({ VereinId: pruefung.output.vereinId, Emailadresse: pruefung.output.emailadresse });
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
                Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Ihr bisheriges Passwort bleibt gültig, bis Sie das
                neue gespeichert haben.
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
              <SpeichernButton type="submit" size="large" fullWidth sx={{ mt: 2 }} laeuft={senden.laeuft} disabled={!pruefung.success}>
                Link senden
              </SpeichernButton>
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
