import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { VereinsInfo } from '@vereinsportal/domain';
import { htmlTeile } from '@vereinsportal/api-client';
import { api } from '../../lib/api';
import { apiCall, useApiQuery } from '../../lib/useApiCall';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import { ExterneHtmlDatei } from '../editor/ExterneHtmlDatei';
import { useHtmlInhalt } from '../editor/useHtmlInhalt';
import { Seitenkopf } from '../shared/Seitenkopf';

/** /vereinsinfobearbeiten (docs/produkt.md §2): the club info page as rich text or an external HTML file. */
export default function VereinsInfoBearbeitenPage() {
  const { data, dataUpdatedAt } = useApiQuery({
    queryKey: ['vereinsInfo'],
    queryFn: () => api.getVereinsInfo(),
  });
  if (!data) return null;
  return <VereinsInfoFormular key={dataUpdatedAt} initial={data} />;
}

function VereinsInfoFormular({ initial }: { initial: VereinsInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [extern, setExtern] = useState(initial.ExterneHtmlDateiVerwenden === 1);
  const inhalt = useHtmlInhalt(initial.QuillHtmlData);

  const speichern = async () => {
    const info: VereinsInfo = { ExterneHtmlDateiVerwenden: extern ? 1 : 0, QuillHtmlData: null };
    const html = inhalt.zumSpeichern(extern);
    // The server removes linked images from the HTML and says so.
    await apiCall(() => api.saveVereinsInfo({ body: htmlTeile(info, html) }), { hinweis: (antwort) => antwort.Hinweis });
    await queryClient.invalidateQueries({ queryKey: ['vereinsInfo'] });
  };

  return (
    <>
      <Seitenkopf titel="Vereinsinfo bearbeiten" />
      <Paper sx={{ p: 2 }}>
        <ExterneHtmlDatei
          verwenden={extern}
          onVerwendenChange={setExtern}
          dateiName={inhalt.datei?.name ?? null}
          onDatei={inhalt.dateiGewaehlt}
        />
        <LazyRichTextEditor key={inhalt.editorVersion} label="Vereinsinfo" initialHtml={inhalt.editorHtml} readOnly={extern} handleRef={inhalt.editor} />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="contained" disabled={inhalt.externOhneInhalt(extern)} onClick={() => void speichern().catch(() => undefined)}>
            Speichern
          </Button>
          <Button variant="outlined" onClick={() => void navigate({ to: '/' })}>
            Schliessen
          </Button>
        </Box>
      </Paper>
    </>
  );
}
