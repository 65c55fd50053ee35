import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bildschirm } from './bildschirm';

function Termine({ titel }: { titel: string }) {
  return <h1>{titel}</h1>;
}

const zeigen = (Screen: ReturnType<typeof bildschirm<{ titel: string }>>) =>
  render(
    <Suspense fallback={<div>Laden...</div>}>
      <Screen titel="Termine" />
    </Suspense>,
  );

describe('bildschirm', () => {
  it('once its code is loaded, the screen shows at once, without the loading placeholder', async () => {
    const Screen = bildschirm(() => Promise.resolve({ default: Termine }));
    await Screen.vorladen();
    zeigen(Screen);
    expect(screen.getByRole('heading', { name: 'Termine' })).toBeTruthy();
    expect(screen.queryByText('Laden...')).toBeNull();
  });

  it('not loaded yet, it shows the placeholder and then the screen', async () => {
    const Screen = bildschirm(() => Promise.resolve({ default: Termine }));
    zeigen(Screen);
    expect(screen.getByText('Laden...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Termine' })).toBeTruthy();
  });

  it('a failed load is tried again by the next vorladen', async () => {
    let versuche = 0;
    const Screen = bildschirm(() =>
      ++versuche === 1 ? Promise.reject<{ default: typeof Termine }>(new Error('offline')) : Promise.resolve({ default: Termine }),
    );
    await expect(Screen.vorladen()).rejects.toThrow('offline');
    await Screen.vorladen();
    zeigen(Screen);
    expect(screen.getByRole('heading', { name: 'Termine' })).toBeTruthy();
  });
});
