import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextField } from './forms';

function Harness({ onValue, trimmen }: { onValue: (v: string | null) => void; trimmen?: boolean }) {
  const [v, setV] = useState<string | null>('alt');
  return (
    <TextField
      label="Vorname"
      value={v}
      trimmen={trimmen}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
      feld="Vorname"
      errors={v === null ? { Vorname: ['Das Feld Vorname darf nicht leer sein!'] } : null}
      maxLength={35}
    />
  );
}

describe('TextField', () => {
  it('emits trimmed text and null for empty input, shows the German error, sets maxLength', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Vorname') as HTMLInputElement;
    expect(input.maxLength).toBe(35);
    fireEvent.change(input, { target: { value: '  Hans Peter ' } });
    expect(onValue).toHaveBeenLastCalledWith('Hans Peter');
    // Typing keeps the spaces until blur.
    expect(input.value).toBe('  Hans Peter ');
    fireEvent.blur(input);
    expect(input.value).toBe('Hans Peter');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Das Feld Vorname darf nicht leer sein!')).toBeTruthy();
  });

  it('trimmen={false} keeps spaces but still turns empty into null', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} trimmen={false} />);
    const input = screen.getByLabelText('Vorname');
    fireEvent.change(input, { target: { value: ' a ' } });
    expect(onValue).toHaveBeenLastCalledWith(' a ');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});
