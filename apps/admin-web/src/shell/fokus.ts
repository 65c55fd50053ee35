/**
 * Keyboard and screen-reader orientation (WCAG 2.4.3): after the user moves to another screen, the focus goes to
 * that screen's heading (h1), as a page load would start reading at the top. The first screen after a full
 * load keeps the browser's focus, so Tab still reaches the skip link first.
 */
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** The id of the main content, target of the skip link. */
export const INHALT_ID = 'inhalt';

/** How long a screen may take to show its heading (lazy code, data) before the focus stays where it is. */
const WARTEN_MS = 5_000;

/** Focuses the main content's h1 (focusable by script only); false while the screen has none yet. */
export function ueberschriftFokussieren(): boolean {
  const h1 = document.getElementById(INHALT_ID)?.querySelector('h1');
  if (!h1) return false;
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  // The router has placed the page already (at the top, or at the element an address's #anchor names, e.g.
  // /vereinskonto#rechnungen): the focus must not scroll it back to the heading.
  h1.focus({ preventScroll: true });
  return document.activeElement === h1;
}

/** On every change of the address's path after the first: focus the new screen's h1 once it is there. */
export function useFokusNachNavigation(): void {
  // The resolved location changes once the new screen is rendered, not when the navigation starts.
  const pfad = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const vorher = useRef(pfad);
  useEffect(() => {
    const bisher = vorher.current;
    vorher.current = pfad;
    if (bisher === undefined || pfad === undefined || bisher === pfad) return;
    const bis = Date.now() + WARTEN_MS;
    let frame = 0;
    const versuche = () => {
      if (!ueberschriftFokussieren() && Date.now() < bis) frame = requestAnimationFrame(versuche);
    };
    frame = requestAnimationFrame(versuche);
    return () => cancelAnimationFrame(frame);
  }, [pfad]);
}
