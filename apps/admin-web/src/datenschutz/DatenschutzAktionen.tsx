/**
 * The member edit page's data-protection buttons (docs/produkt.md "Datenschutz"): the information as JSON
 * or printable HTML, and for a deleted member 'Endgültig löschen' after a confirmation.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { auskunftName, DATENSCHUTZ_TEXT, datenauskunftDateiname, type Mitglied } from '@vereinsportal/domain';
import { api } from '../common/api';
import { apiCall } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { MITGLIEDER_KEYS } from '../mitglieder/queries';
import { herunterladen, heuteIso } from './herunterladen';

export function DatenauskunftButtons({ mitglied }: { mitglied: Mitglied }) {
  const MitgliedId = mitglied.MitgliedId;
  const json = async () => {
    const auskunft = await apiCall(() => api.getMitgliedDatenauskunft({ params: { MitgliedId } }));
    const blob = new Blob([JSON.stringify(auskunft, null, 2)], { type: 'application/json;charset=utf-8' });
    herunterladen(blob, datenauskunftDateiname(mitglied, heuteIso(), 'json'));
  };
  const html = async () => {
    const blob = await apiCall(() => api.getMitgliedDatenauskunftHtml({ params: { MitgliedId } }));
    herunterladen(blob, datenauskunftDateiname(mitglied, heuteIso(), 'html'));
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void json().catch(() => undefined)}>
        {DATENSCHUTZ_TEXT.auskunftJson}
      </Button>
      <Button variant="outlined" onClick={() => void html().catch(() => undefined)}>
        {DATENSCHUTZ_TEXT.auskunftHtml}
      </Button>
    </>
  );
}

/** Only for a deleted member (Status 'D'); afterwards back to the member list. */
export function EndgueltigLoeschenButton({ mitglied }: { mitglied: Mitglied }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [offen, setOffen] = useState(false);
  const name = auskunftName(mitglied);
  const loeschen = useSpeichern({
    aufruf: (MitgliedId: number) => api.mitgliedEndgueltigLoeschen({ params: { MitgliedId } }),
    erfolg: 'mitgliedEndgueltigGeloescht',
    danach: async () => {
      queryClient.removeQueries({ queryKey: MITGLIEDER_KEYS.eintrag(mitglied.MitgliedId) });
      await queryClient.invalidateQueries({ queryKey: MITGLIEDER_KEYS.alle });
      await navigate({ to: '/mitgliederliste' });
    },
  });
  return (
    <>
      <SpeichernButton color="error" laeuft={loeschen.laeuft} onClick={() => setOffen(true)}>
        {DATENSCHUTZ_TEXT.endgueltigLoeschen}
      </SpeichernButton>
      <ConfirmDialog
        open={offen}
        titel={DATENSCHUTZ_TEXT.endgueltigLoeschen}
        text={DATENSCHUTZ_TEXT.endgueltigLoeschenFrage(name)}
        bestaetigen={DATENSCHUTZ_TEXT.endgueltigLoeschen}
        gefaehrlich
        onConfirm={() => loeschen.starten(mitglied.MitgliedId)}
        onClose={() => setOffen(false)}
      />
    </>
  );
}
