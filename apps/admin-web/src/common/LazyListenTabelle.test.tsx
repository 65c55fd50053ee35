import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ListenTabelle } from './LazyListenTabelle';
import { listenTabelleLaden } from './listenTabelleCode';

// The real table is not what this tests: a stand-in that counts its mounts.
const mounts = vi.hoisted(() => ({ anzahl: 0 }));
vi.mock('./ListenTabelle', async () => {
  const { useState } = await import('react');
  return {
    ListenTabelle: (props: { label: string; rows: readonly unknown[] }) => {
      useState(() => (mounts.anzahl += 1));
      return (
        <div role="grid" aria-label={props.label}>
          {props.rows.length} Zeilen
        </div>
      );
    },
  };
});

describe('LazyListenTabelle', () => {
  it('shows a placeholder until the first data, then mounts the grid once and keeps it', async () => {
    await listenTabelleLaden();
    mounts.anzahl = 0;
    const props = { label: 'Liste', columns: [], getRowId: (r: { id: number }) => r.id };
    const { rerender } = render(<ListenTabelle {...props} rows={[]} ersteDatenDa={false} />);
    expect(screen.getByLabelText('Tabelle wird geladen')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();

    rerender(<ListenTabelle {...props} rows={[{ id: 1 }]} ersteDatenDa />);
    expect(screen.getByRole('grid', { name: 'Liste' }).textContent).toBe('1 Zeilen');
    // A filter reloads: the grid stays (its own loading state), no placeholder, no second mount.
    rerender(<ListenTabelle {...props} rows={[]} ersteDatenDa={false} />);
    expect(screen.getByRole('grid', { name: 'Liste' }).textContent).toBe('0 Zeilen');
    expect(screen.queryByLabelText('Tabelle wird geladen')).toBeNull();
    expect(mounts.anzahl).toBe(1);
  });
});
