import { describe, expect, it } from 'vitest';
import { pfadVon, routeAusPfad, type Route } from './router';

describe('router', () => {
  it('maps paths below /app/ to screens and back', () => {
    const routen: Route[] = [
      { name: 'news' },
      { name: 'newsDetail', id: 12 },
      { name: 'termine' },
      { name: 'dokumente' },
      { name: 'mitglieder' },
      { name: 'mehr' },
      { name: 'verein' },
      { name: 'profil' },
      { name: 'beitraege' },
      { name: 'passwort' },
    ];
    for (const r of routen) expect(routeAusPfad(pfadVon(r))).toEqual(r);
  });

  it('treats unknown or odd paths as the news list', () => {
    expect(routeAusPfad('/app/')).toEqual({ name: 'news' });
    expect(routeAusPfad('/app')).toEqual({ name: 'news' });
    expect(routeAusPfad('/app/unbekannt')).toEqual({ name: 'news' });
    expect(routeAusPfad('/app/news/abc')).toEqual({ name: 'news' });
    expect(routeAusPfad('/app/termine/5')).toEqual({ name: 'news' });
    expect(routeAusPfad('/anmeldung')).toEqual({ name: 'news' });
    expect(routeAusPfad('/app/passwort/')).toEqual({ name: 'passwort' });
  });
});
