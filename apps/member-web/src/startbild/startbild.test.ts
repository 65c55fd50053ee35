/**
 * The start frame a signed-in member sees before the app's code has loaded: the screen's title, the club
 * and the tabs, from the stored session and the path; nothing for someone signed out or setting a password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { JANA } from '../common/sitzung.fixture';
import { startbildEntfernen, startbildSichtbar, startbildZeigen } from './startbild';

const gespeichert = (s: object) => JSON.stringify(s);

afterEach(() => {
  document.body.innerHTML = '';
});

function seiteMitWurzel() {
  document.body.innerHTML = '<div id="root"></div>';
}

describe('startbildZeigen', () => {
  it('paints the top bar with the screen and the club, and the tabs with the current one marked, before #root', () => {
    seiteMitWurzel();
    const rahmen = startbildZeigen(document, gespeichert(JANA), '/app/termine');
    expect(rahmen?.nextElementSibling?.id).toBe('root');
    expect(rahmen?.querySelector('.vp-startbild-kopf')?.getAttribute('aria-hidden')).toBe('true');
    expect(rahmen?.querySelector('.vp-startbild-navigation')?.getAttribute('aria-hidden')).toBe('true');
    expect(rahmen?.querySelector('.vp-startbild-titel')?.textContent).toBe('Termine');
    expect(rahmen?.querySelector('.vp-startbild-verein')?.textContent).toBe('TV');
    expect([...(rahmen?.querySelectorAll('.vp-startbild-label') ?? [])].map((l) => l.textContent)).toEqual([
      'News',
      'Termine',
      'Dokumente',
      'Mitglieder',
      'Mehr',
    ]);
    expect(rahmen?.querySelector('.vp-startbild-tab-aktiv')?.textContent).toBe('Termine');
    expect(rahmen?.querySelector('[role="status"]')?.textContent).toBe('Laden...');
    expect(startbildSichtbar(document)).toBe(true);
  });

  it('names a sub-page by its title and marks its tab: the profile under Mehr, a news item under News', () => {
    seiteMitWurzel();
    const profil = startbildZeigen(document, gespeichert(JANA), '/app/profil');
    expect(profil?.querySelector('.vp-startbild-titel')?.textContent).toBe('Profil');
    expect(profil?.querySelector('.vp-startbild-tab-aktiv')?.textContent).toBe('Mehr');
    startbildEntfernen(document);
    const news = startbildZeigen(document, gespeichert(JANA), '/app/news/12');
    expect(news?.querySelector('.vp-startbild-titel')?.textContent).toBe('News');
    expect(news?.querySelector('.vp-startbild-tab-aktiv')?.textContent).toBe('News');
  });

  it("shows the club's name as text, never as markup", () => {
    seiteMitWurzel();
    const rahmen = startbildZeigen(document, gespeichert({ ...JANA, vereinsName: '<img src=x onerror=alert(1)>FC' }), '/app/');
    expect(rahmen?.querySelector('.vp-startbild-verein')?.textContent).toBe('<img src=x onerror=alert(1)>FC');
    expect(document.querySelector('img')).toBeNull();
  });

  it('paints nothing when no one is signed in, the stored session is broken, or on the set-password page', () => {
    seiteMitWurzel();
    expect(startbildZeigen(document, null, '/app/')).toBeNull();
    expect(startbildZeigen(document, '{kaputt', '/app/')).toBeNull();
    expect(startbildZeigen(document, gespeichert({ ...JANA, mitgliedId: 'sieben' }), '/app/')).toBeNull();
    expect(startbildZeigen(document, gespeichert(JANA), '/app/passwort')).toBeNull();
    expect(startbildSichtbar(document)).toBe(false);
  });

  it('goes again when the shell is there', () => {
    seiteMitWurzel();
    startbildZeigen(document, gespeichert(JANA), '/app/');
    startbildEntfernen(document);
    expect(startbildSichtbar(document)).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });
});
