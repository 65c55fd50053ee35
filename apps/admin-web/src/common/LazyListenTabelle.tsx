import { lazy, Suspense, useState, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ListenTabelle as Tabelle } from './ListenTabelle';
import { geladeneListenTabelle, listenTabelleLaden } from './listenTabelleCode';
import { TABELLEN_HOEHE } from './tabellenHoehe';

// Loading the table lazily lets a list page fetch its data while the table code arrives.
const Impl = lazy(() => listenTabelleLaden().then((m) => ({ default: m.ListenTabelle })));

type Props<R extends object> = ComponentProps<typeof Tabelle<R>> & {
  /**
   * false while the list's first data is on its way: a placeholder stands in, so the table is set up once,
   * with its rows, instead of empty and again right after. Once shown, the table stays (e.g. while a filter
   * reloads the list, with its loading state). Default true.
   */
  ersteDatenDa?: boolean;
};

export function ListenTabelle<R extends object>({ ersteDatenDa = true, ...props }: Props<R>) {
  const [gezeigt, setGezeigt] = useState(ersteDatenDa);
  if (!gezeigt && ersteDatenDa) setGezeigt(true);
  if (!gezeigt) return <Platzhalter />;
  return <Grid {...props} />;
}

function Platzhalter() {
  return <Skeleton variant="rectangular" height={TABELLEN_HOEHE} role="progressbar" aria-label="Tabelle wird geladen" />;
}

function Grid<R extends object>(props: ComponentProps<typeof Tabelle<R>>) {
  // Code already loaded (idle prefetch, route loader): render it at once. Going through Suspense would
  // show the placeholder for a moment, and React holds back revealing the table for 300 ms after a
  // fallback. Decided once per table: switching later would remount the table and lose its state.
  const [modul] = useState(geladeneListenTabelle);
  if (modul) return <modul.ListenTabelle {...props} />;
  return (
    <Suspense fallback={<Platzhalter />}>
      <Impl {...(props as unknown as ComponentProps<typeof Impl>)} />
    </Suspense>
  );
}
