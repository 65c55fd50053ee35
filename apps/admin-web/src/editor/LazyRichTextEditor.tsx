import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './editorHandle';

// Lexical is loaded only by the screens that edit rich text, never by /anmeldung.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height="14cm" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
