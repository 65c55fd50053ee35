/**
 * The card that asks for notifications (docs/push.md), on the start screen after sign-in, never before:
 * a German explanation, 'Erlauben' (the browser's question follows the click, as browsers require) and
 * 'Später' (hidden for SPAETER_TAGE days). Where the member allowed it before, it renews the saved
 * subscription silently instead. Loaded on demand, outside the first load.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { PUSH_TEXT } from '@vereinsportal/domain';
import { pushFehlerZeigen } from './pushFehler';
import { karteZeigen, pushAuffrischen, pushEinschalten, spaeterMerken } from './pushDienst';

export default function PushKarte({ zeigen }: { zeigen: boolean }) {
  const [sichtbar, setSichtbar] = useState(karteZeigen);
  const [laeuft, setLaeuft] = useState(false);
  useEffect(() => {
    // Renewing is quiet: a failure here changes nothing the member can act on.
    pushAuffrischen().catch(() => undefined);
  }, []);
  if (!sichtbar || !zeigen) return null;
  const erlauben = async () => {
    setLaeuft(true);
    try {
      const zustand = await pushEinschalten();
      if (zustand !== 'frage') setSichtbar(false);
    } catch (error) {
      pushFehlerZeigen(error);
    } finally {
      setLaeuft(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="push-karte-titel" sx={{ mb: 2 }} variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <Typography id="push-karte-titel" variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <NotificationsActiveIcon color="primary" aria-hidden />
          {PUSH_TEXT.karteTitel}
        </Typography>
        <Typography variant="body2">{PUSH_TEXT.karteText}</Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          onClick={() => {
            spaeterMerken();
            setSichtbar(false);
          }}
        >
          {PUSH_TEXT.spaeter}
        </Button>
        <Button variant="contained" disabled={laeuft} onClick={() => void erlauben()}>
          {PUSH_TEXT.erlauben}
        </Button>
      </CardActions>
    </Card>
  );
}
