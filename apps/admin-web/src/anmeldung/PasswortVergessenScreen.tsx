/**
 * 'Passwort vergessen?' of the portal (/passwortvergessen): club number and e-mail. The server mails an
 * administrator a one-time link to /passwortsetzen and answers the same whether or not the account
 * exists, so the page says what happens "if" there is one.
 */
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PASSWORT_VERGESSEN_GUELTIG_MINUTEN, passwortVergessenGesendet } from '@vereinsportal/domain';
import { KontoFelder } from '@vereinsportal/web-ui/anmeldeFelder';
import { PlainEingabe } from '@vereinsportal/web-ui/PlainTextField';
import { usePasswortVergessen } from '@vereinsportal/web-ui/passwortFormulare';
import { TextLink } from '../common/links';
import { OffeneKarte } from '../common/OffeneKarte';
import { api } from '../common/api';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';

export default function PasswortVergessenScreen() {
  const formular = usePasswortVergessen();
  const senden = useSpeichern({
    aufruf: (anfrage: { VereinId: number; Emailadresse: string }) => api.passwortVergessen({ body: { ...anfrage, Ziel: 'portal' } }),
    danach: () => formular.setGesendet(true),
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (formular.anfrage) senden.starten(formular.anfrage);
  };

  return (
    <OffeneKarte titel="Passwort vergessen" onSubmit={absenden}>
      {formular.gesendet ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {passwortVergessenGesendet(PASSWORT_VERGESSEN_GUELTIG_MINUTEN)}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Ihr bisheriges Passwort bleibt gültig, bis Sie das neue
            gespeichert haben.
          </Typography>
          <KontoFelder Feld={PlainEingabe} {...formular.felder} />
          <SpeichernButton type="submit" size="large" fullWidth sx={{ mt: 2 }} laeuft={senden.laeuft} disabled={!formular.anfrage}>
            Link senden
          </SpeichernButton>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <TextLink to="/anmeldung">Zurück zur Anmeldung</TextLink>
      </Typography>
    </OffeneKarte>
  );
}
