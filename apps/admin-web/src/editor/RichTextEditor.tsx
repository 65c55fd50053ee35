import { useEffect, useImperativeHandle } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import Box from '@mui/material/Box';
import { TEXT } from '@vereinsportal/domain';
import { EDITOR_NODES, EDITOR_THEME } from './editorNodes';
import { $exportHtml, $loadHtml } from './htmlConversion';
import type { RichTextEditorProps, RichTextHandle } from './editorHandle';
import { Toolbar } from './Toolbar';

// About 13 cm of editing surface (docs/produkt.md §2); 1 cm = 37.8 CSS px.
const EDITOR_HEIGHT = '13cm';

/** Rich-text editor for QuillHtmlData: Lexical, reading and writing plain HTML. */
export default function RichTextEditor(props: RichTextEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'vereinsportal',
    nodes: EDITOR_NODES,
    theme: EDITOR_THEME,
    editable: !props.readOnly,
    onError: (error) => console.error(error),
    editorState: (editor) => $loadHtml(editor, props.initialHtml),
  };
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: props.readOnly ? 'action.hover' : 'background.paper',
        '& .ed-bold': { fontWeight: 'bold' },
        '& .ed-italic': { fontStyle: 'italic' },
        '& .ed-underline': { textDecoration: 'underline' },
        '& .ed-strike': { textDecoration: 'line-through' },
        '& .ed-underline-strike': { textDecoration: 'underline line-through' },
        '& .ed-p': { m: 0, mb: 1 },
        '& .editor-image img': { maxWidth: 400 },
      }}
    >
      <LexicalComposer initialConfig={initialConfig}>
        <Toolbar disabled={!!props.readOnly} />
        <Box sx={{ position: 'relative', height: EDITOR_HEIGHT, overflow: 'auto' }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-label={props.label}
                aria-placeholder={TEXT.editorPlaceholder}
                placeholder={
                  <Box sx={{ position: 'absolute', top: 8, left: 12, color: 'text.secondary', pointerEvents: 'none' }}>
                    {TEXT.editorPlaceholder}
                  </Box>
                }
                style={{ minHeight: '100%', outline: 'none', padding: '8px 12px', boxSizing: 'border-box' }}
                data-testid="rich-text-editor"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <EditorBridge {...props} />
      </LexicalComposer>
    </Box>
  );
}

/** Exposes getHtml() to the page and follows the read-only flag. */
function EditorBridge(props: RichTextEditorProps) {
  const [editor] = useLexicalComposerContext();
  useImperativeHandle(props.handleRef, (): RichTextHandle => ({
    getHtml: () => editor.getEditorState().read(() => $exportHtml(editor)),
  }));
  useEffect(() => editor.setEditable(!props.readOnly), [editor, props.readOnly]);
  return null;
}
