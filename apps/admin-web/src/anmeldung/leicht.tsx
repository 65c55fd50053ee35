/**
 * Entry of anmeldung.html, which the server answers for a first load of /anmeldung: the sign-in form with
 * React alone, without the router, TanStack Query or MUI (JS budget of docs/architecture.md). Leaving it
 * (a link, a successful sign-in) loads the portal (portalStart.tsx) onto the same root; the back button
 * then shows the sign-in inside the router.
 */
import { StrictMode, type MouseEvent, type ReactNode } from 'react';
import { setNavigator } from '../common/navigieren';
import { wurzelAnlegen } from '../einstieg';
import { Spinner } from '../shell/Spinner';
import { AnmeldungFormular, type AnmeldungZiel } from './AnmeldungFormular';
import { anmeldungSuche } from './suche';

const root = wurzelAnlegen();

async function insPortal(ziel: string): Promise<void> {
  if (!root) return;
  const { portalStarten } = await import('../portalStart');
  await portalStarten(root, ziel);
}

setNavigator((to) => {
  void insPortal(to);
});

function Verweis({ ziel, children }: { ziel: AnmeldungZiel; children: ReactNode }) {
  const klick = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) stays the browser's, as with the router's Link.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void insPortal(ziel);
  };
  return (
    <a href={ziel} className="vp-link" onClick={klick}>
      {children}
    </a>
  );
}

root?.render(
  <StrictMode>
    <div className="vp-wurzel">
      <main className="vp-main">
        <AnmeldungFormular
          suche={anmeldungSuche(Object.fromEntries(new URLSearchParams(window.location.search)))}
          weiter={() => insPortal('/')}
          Verweis={Verweis}
        />
      </main>
    </div>
    <Spinner />
  </StrictMode>,
);
