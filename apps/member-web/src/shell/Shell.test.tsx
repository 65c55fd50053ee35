/**
 * The start screen's news request leaves while the signed-in shell renders for the first time, before the news
 * screen renders: a screen's own query starts only after React has committed the whole tree, and on a phone that
 * render is time the request could already be travelling.
 */
import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JANA } from '../common/sitzung.fixture';

const getAppNews = vi.fn(() => Promise.resolve([]));
vi.mock('../common/api', () => ({ api: { getAppNews } }));
// The stand-in screen notes how many news requests had left when it rendered.
const anfragenBeimRendern: number[] = [];
vi.mock('../news/NewsScreen', () => ({
  default: () => {
    anfragenBeimRendern.push(getAppNews.mock.calls.length);
    return null;
  },
}));

const { default: Shell } = await import('./Shell');

describe('Shell', () => {
  it('on the news screen, the news request has left before the news screen renders', () => {
    render(
      <Suspense fallback={null}>
        <Shell sitzung={JANA} route={{ name: 'news' }} />
      </Suspense>,
    );
    expect(anfragenBeimRendern[0]).toBe(1);
    expect(getAppNews).toHaveBeenCalledTimes(1);
  });
});
