/**
 * The home page's first steps (docs/produkt.md §2 "Erste Schritte"): four steps that tick themselves off from the
 * club's data (GET startseite). 'Ausblenden' hides them in this browser for this club (localStorage): it is a view
 * preference of the person at this screen, not club data; once every step is done the card goes by itself.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { ERSTE_SCHRITTE, ERSTE_SCHRITTE_TEXT, type ErsterSchrittFeld, type Startseite } from '@vereinsportal/domain';
import { ButtonLink } from '../common/links';

const ZIEL = {
  VereinsinfoGestaltet: { to: '/vereinsinfobearbeiten' },
  MitgliederErfasst: { to: '/mitgliederimportieren' },
  ZugangsdatenGesendet: { to: '/mitgliederliste' },
  TerminErfasst: { to: '/terminbearbeiten/$terminId', params: { terminId: '0' } },
} as const satisfies Record<ErsterSchrittFeld, unknown>;

const ausgeblendetSchluessel = (vereinId: number) => `vereinsportal.ersteSchritte.ausgeblendet.${vereinId}`;

function istAusgeblendet(vereinId: number): boolean {
  try {
    return localStorage.getItem(ausgeblendetSchluessel(vereinId)) === '1';
  } catch {
    // Storage blocked (private mode settings): the steps simply show.
    return false;
  }
}

export function ErsteSchritte({ vereinId, stand }: { vereinId: number; stand: Startseite | undefined }) {
  const [ausgeblendet, setAusgeblendet] = useState(() => istAusgeblendet(vereinId));
  if (!stand || ausgeblendet) return null;
  const erledigt = ERSTE_SCHRITTE.filter((s) => stand[s.feld]).length;
  if (erledigt === ERSTE_SCHRITTE.length) return null;

  const ausblenden = () => {
    try {
      localStorage.setItem(ausgeblendetSchluessel(vereinId), '1');
    } catch {
      // Not stored: hidden until the next visit.
    }
    setAusgeblendet(true);
  };

  return (
    <Card component="section" aria-labelledby="erste-schritte" variant="outlined" sx={{ mb: 4 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="erste-schritte" variant="h2" sx={{ flexGrow: 1 }}>
            {ERSTE_SCHRITTE_TEXT.titel}
          </Typography>
          <Typography color="text.secondary">{ERSTE_SCHRITTE_TEXT.fortschritt(erledigt, ERSTE_SCHRITTE.length)}</Typography>
          <Button size="small" onClick={ausblenden}>
            {ERSTE_SCHRITTE_TEXT.ausblenden}
          </Button>
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ERSTE_SCHRITTE.map((s) => {
            const fertig = stand[s.feld];
            return (
              <Box
                component="li"
                key={s.feld}
                data-erledigt={fertig ? 'ja' : 'nein'}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                {fertig ? (
                  <CheckCircleIcon color="success" titleAccess={ERSTE_SCHRITTE_TEXT.erledigt} sx={{ mt: 0.25 }} />
                ) : (
                  <RadioButtonUncheckedIcon color="action" titleAccess={ERSTE_SCHRITTE_TEXT.offen} sx={{ mt: 0.25 }} />
                )}
                <Box sx={{ flexGrow: 1 }}>
                  <Typography component="h3" sx={{ fontWeight: 600, textDecoration: fertig ? 'line-through' : 'none' }}>
                    {s.titel}
                  </Typography>
                  {!fertig && <Typography color="text.secondary">{s.text}</Typography>}
                </Box>
                {!fertig && (
                  <ButtonLink {...ZIEL[s.feld]} size="small" variant="outlined" sx={{ flex: 'none' }}>
                    {s.knopf}
                  </ButtonLink>
                )}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
