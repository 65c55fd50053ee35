import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { VereinsInfo } from '@vereinsportal/domain';
import { api } from '../../lib/api';
import { apiCall, useApiQuery } from '../../lib/useApiCall';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import { ExterneHtmlDatei } from '../editor/ExterneHtmlDatei';
import type { RichTextHandle } from '../editor/editorHandle';
import { Seitenkopf } from '../shared/Seitenkopf';

/** /vereinsinfobearbeiten (SPEC §2): the club info page as rich text or an external HTML file. */
export default function VereinsInfoBearbeitenPage() {
  const { data, dataUpdatedAt } = useApiQuery({
    queryKey: ['vereinsInfo'],
    queryFn: () => api.getVereinsInfo(),
    fehler: 'vereinsInfoLaden',
  });
  if (!data) return null;
  return <VereinsInfoFormular key={dataUpdatedAt} initial={data} />;
}

function VereinsInfoFormular({ initial }: { initial: VereinsInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = useRef<RichTextHandle | null>(null);
  const [extern, setExtern] = useState(initial.ExterneHtmlDateiVerwenden === 1);
  const [datei, setDatei] = useState<{ blob: File; text: string } | null>(null);
  // The editor shows the chosen external file read-only; remount it when that content changes.
  const [inhalt, setInhalt] = useState({ html: initial.QuillHtmlData, version: 0 });

  const externOhneInhalt = extern && !datei && !initial.QuillHtmlData;

  const speichern = async () => {
    const info: VereinsInfo = { ExterneHtmlDateiVerwenden: extern ? 1 : 0, QuillHtmlData: null };
    const html = extern
      ? { externeHtmlDatei: datei?.blob ?? new Blob([initial.QuillHtmlData ?? ''], { type: 'text/html' }), dateiName: datei?.blob.name ?? 'extern.html' }
      : { quillHtml: editor.current?.getHtml() ?? '' };
    await apiCall('vereinsInfoSpeichern', () => api.saveVereinsInfo(info, html));
    await queryClient.invalidateQueries({ queryKey: ['vereinsInfo'] });
  };

  return (
    <>
      <Seitenkopf titel="Vereinsinfo bearbeiten" />
      <Paper sx={{ p: 2 }}>
        <ExterneHtmlDatei
          verwenden={extern}
          onVerwendenChange={setExtern}
          dateiName={datei?.blob.name ?? null}
          onDatei={(blob, text) => {
            setDatei({ blob, text });
            setInhalt((prev) => ({ html: text, version: prev.version + 1 }));
          }}
        />
        <LazyRichTextEditor key={inhalt.version} label="Vereinsinfo" initialHtml={inhalt.html} readOnly={extern} handleRef={editor} />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="contained" disabled={externOhneInhalt} onClick={() => void speichern().catch(() => undefined)}>
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
