/**
 * The start frame: on a phone the app's code takes a second or two to arrive and run, and until it had, a
 * signed-in member saw a white page and then 'Laden...'. The app's first script (zeigen.ts, an entry of its
 * own named first in index.html, vite.config.ts) paints the shell's top bar (the screen's title, the club),
 * 'Laden...' where the screen will be and the bottom navigation's labels at once, from the stored session
 * and the path; the shell removes the frame when it mounts (Shell.tsx). Plain DOM and no React, so it needs
 * none of the app's code. Nothing for the sign-in and the set-password page, which load light on their own.
 */
import { APP_BASIS } from '@vereinsportal/domain';
import { routeAusPfad } from '../common/routen';
import { sitzungLesen } from '../common/sitzungLesen';
import { LADEN_TEXT } from '../common/texte';
import { kopfVon, TABS } from '../shell/kopf';

export const STARTBILD_ID = 'vp-startbild';

/** Paints the frame before #root when `roh` (the stored session) is a session and `pfad` one of its screens. */
export function startbildZeigen(doc: Document, roh: string | null, pfad: string): HTMLElement | null {
  const { sitzung } = sitzungLesen(roh);
  if (!sitzung || !pfad.startsWith(`${APP_BASIS}/`)) return null;
  const route = routeAusPfad(pfad);
  if (route.name === 'passwort') return null;
  const wurzel = doc.getElementById('root');
  if (!wurzel) return null;
  const { titel, tab } = kopfVon(route);
  const element = (tag: string, klasse: string, text?: string) => {
    const e = doc.createElement(tag);
    e.className = klasse;
    // textContent: the club's name is the club's own text, never markup.
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const rahmen = element('div', 'vp-startbild');
  rahmen.id = STARTBILD_ID;
  const kopf = element('div', 'vp-startbild-kopf');
  const texte = element('div', 'vp-startbild-texte');
  texte.append(element('div', 'vp-startbild-titel', titel), element('div', 'vp-startbild-verein', sitzung.vereinsName));
  kopf.append(texte);
  // As the app's own 'Laden...' (common/Laden.tsx) shows in the screen's place, announced as a status.
  const laden = element('div', 'vp-laden', LADEN_TEXT);
  laden.setAttribute('role', 'status');
  const navigation = element('div', 'vp-startbild-navigation');
  for (const t of TABS) {
    const eintrag = element('div', t.tab === tab ? 'vp-startbild-tab vp-startbild-tab-aktiv' : 'vp-startbild-tab');
    eintrag.append(element('span', 'vp-startbild-symbol'), element('span', 'vp-startbild-label', t.label));
    navigation.append(eintrag);
  }
  // The bars are a picture of what comes, not yet usable: screen readers wait for the shell's own.
  kopf.setAttribute('aria-hidden', 'true');
  navigation.setAttribute('aria-hidden', 'true');
  rahmen.append(kopf, laden, navigation);
  wurzel.before(rahmen);
  return rahmen;
}

/** Takes the frame away (the shell has mounted). */
export function startbildEntfernen(doc: Document): void {
  doc.getElementById(STARTBILD_ID)?.remove();
}

/** Whether the frame shows: the app shows no 'Laden...' of its own over it while the shell's code loads. */
export function startbildSichtbar(doc: Document): boolean {
  return doc.getElementById(STARTBILD_ID) !== null;
}
