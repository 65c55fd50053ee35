import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { VereinsInfo } from '@vereinsportal/domain';
import { htmlTeile, type HtmlSource } from '@vereinsportal/api-client';
import { api } from '../common/api';
import { useApiQuery } from '../common/useApiCall';
import { useSpeichern } from '../common/useSpeichern';
import { SpeichernButton } from '../common/SpeichernButton';
import { HtmlInhaltFelder } from '../common/HtmlInhaltFelder';
import { useHtmlInhalt } from '../editor/useHtmlInhalt';
import { Seitenkopf } from '../common/Seitenkopf';
import { vereinsInfoQuery } from './queries';

/** /vereinsinfobearbeiten (docs/produkt.md §2): the club info page as rich text or an external HTML file. */
export default function VereinsInfoBearbeitenPage() {
  const { data, dataUpdatedAt } = useApiQuery(vereinsInfoQuery);
  if (!data) return null;
  return <VereinsInfoFormular key={dataUpdatedAt} initial={data} />;
}

function VereinsInfoFormular({ initial }: { initial: VereinsInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [extern, setExtern] = useState(initial.ExterneHtmlDateiVerwenden === 1);
  const inhalt = useHtmlInhalt(initial.QuillHtmlData);

  const speichern = useSpeichern({
    aufruf: ({ info, html }: { info: VereinsInfo; html: HtmlSource }) => api.saveVereinsInfo({ body: htmlTeile(info, html) }),
    erfolg: 'vereinsInfoGespeichert',
    // The server removes linked images from the HTML and says so.
    hinweis: (antwort) => antwort.Hinweis,
    danach: () => queryClient.invalidateQueries({ queryKey: vereinsInfoQuery.queryKey }),
  });

  return (
    <>
      <Seitenkopf titel="Vereinsinfo bearbeiten" />
      <Paper sx={{ p: 2 }}>
        <HtmlInhaltFelder inhalt={inhalt} extern={extern} onExternChange={setExtern} label="Vereinsinfo" />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <SpeichernButton
            laeuft={speichern.laeuft}
            disabled={inhalt.externOhneInhalt(extern)}
            onClick={() =>
              speichern.starten({
                info: { ExterneHtmlDateiVerwenden: extern ? 1 : 0, QuillHtmlData: null },
                html: inhalt.zumSpeichern(extern),
              })
            }
          >
            Speichern
          </SpeichernButton>
          <Button variant="outlined" onClick={() => void navigate({ to: '/' })}>
            Schliessen
          </Button>
        </Box>
      </Paper>
    </>
  );
}
