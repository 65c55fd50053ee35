/**
 * «Zum Inhalt springen» (WCAG 2.4.1): the first thing Tab reaches, shown only while focused; it moves the
 * focus past the menu bar to the screen's heading.
 */
import type { MouseEvent } from 'react';
import { INHALT_ID, ueberschriftFokussieren } from './fokus';

export const SPRUNG_LINK_TEXT = 'Zum Inhalt springen';

function springen(e: MouseEvent<HTMLAnchorElement>) {
  // The router would treat the #fragment as navigation; the focus is all this link is about.
  e.preventDefault();
  if (!ueberschriftFokussieren()) document.getElementById(INHALT_ID)?.focus();
}

export function SprungLink() {
  return (
    <a href={`#${INHALT_ID}`} className="vp-sprunglink" onClick={springen}>
      {SPRUNG_LINK_TEXT}
    </a>
  );
}
