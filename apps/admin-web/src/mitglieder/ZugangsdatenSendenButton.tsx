import { useState } from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { TEXT, type Mitglied } from '@vereinsportal/domain';
import { api } from '../common/api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { MITGLIEDER_KEYS } from './queries';
import { useSpeichern } from '../common/useSpeichern';

/**
 * 'App Zugangsdaten senden' on the member's edit page (as in the list's row actions), with the same question.
 * Only for a saved, active member with system access and an e-mail: the server mails the saved data.
 */
export function ZugangsdatenSendenButton({ mitglied }: { mitglied: Mitglied }) {
  const queryClient = useQueryClient();
  const [fragen, setFragen] = useState(false);
  const senden = useSpeichern({
    aufruf: (MitgliedId: number) => api.appZugangsDatenSenden({ body: { MitgliedId } }),
    erfolg: 'appZugangsDatenVersendet',
    danach: () => queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.alle }),
  });
  if (mitglied.MitgliedId === 0 || mitglied.Status !== 'A' || mitglied.HatSystemZugriff !== 1 || !mitglied.Emailadresse) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<SendIcon />} disabled={senden.laeuft} onClick={() => setFragen(true)}>
        App Zugangsdaten senden
      </Button>
      <ConfirmDialog
        open={fragen}
        titel="App Zugangsdaten senden"
        text={TEXT.zugangsdatenSendenFrage(mitglied.Emailadresse)}
        bestaetigen="Senden"
        onConfirm={() => senden.starten(mitglied.MitgliedId)}
        onClose={() => setFragen(false)}
      />
    </>
  );
}
