/**
 * The start screen's news request leaves when the signed-in shell is created, not after the news screen's code
 * has arrived: on a phone's network that code is one more round trip, and the list would wait behind it.
 */
import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Sitzung } from '../common/session';

const getAppNews = vi.fn(() => Promise.resolve([]));
vi.mock('../common/api', () => ({ api: { getAppNews } }));
// The screens' code never arrives in this test: whatever is asked for meanwhile is asked for by the shell.
vi.mock('../news/NewsScreen', () => new Promise(() => undefined));
vi.mock('../push/PushKarte', () => new Promise(() => undefined));

const { default: Shell } = await import('./Shell');

const sitzung: Sitzung = {
  vereinId: 1000,
  emailadresse: 'demo@vereinsportal.ch',
  token: 'geraete-token',
  geraetId: 'geraet-1',
  vereinsName: 'Demoverein',
  mitgliedId: 1,
  vorname: 'Demo',
  nachname: 'Admin',
};

describe('Shell', () => {
  it('on the news screen, the news are requested while the screen’s code is still loading', () => {
    render(
      <Suspense fallback={null}>
        <Shell sitzung={sitzung} route={{ name: 'news' }} />
      </Suspense>,
    );
    expect(getAppNews).toHaveBeenCalledTimes(1);
  });
});
