import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListenTabelle as Tabelle } from './ListenTabelle';

// The data grid is large; loading it lazily lets a list page fetch its data while the grid code arrives.
const Impl = lazy(() => import('./ListenTabelle').then((m) => ({ default: m.ListenTabelle })));

export function ListenTabelle<R extends GridValidRowModel>(props: ComponentProps<typeof Tabelle<R>>) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={props.height ?? 420} aria-label="Tabelle wird geladen" />}>
      <Impl {...(props as unknown as ComponentProps<typeof Impl>)} />
    </Suspense>
  );
}
