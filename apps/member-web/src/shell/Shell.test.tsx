/**
 * The start screen's news request leaves while the signed-in shell renders for the first time, not after one more
 * chunk of code has arrived: on a phone's network that chunk is one more round trip, and the list would wait
 * behind it.
 */
import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Sitzung } from '../common/session';

const getAppNews = vi.fn(() => Promise.resolve([]));
vi.mock('../common/api', () => ({ api: { getAppNews } }));

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
  it('on the news screen, the news are requested during the shell’s first render', () => {
    render(
      <Suspense fallback={null}>
        <Shell sitzung={sitzung} route={{ name: 'news' }} />
      </Suspense>,
    );
    expect(getAppNews).toHaveBeenCalledTimes(1);
  });
});
