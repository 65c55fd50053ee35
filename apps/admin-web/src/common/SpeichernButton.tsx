/**
 * The button of a write (common/useSpeichern.ts): disabled with a progress circle while it runs, and, when the
 * write is not possible for a reason the form cannot fix (e.g. the contract, docs/produkt.md §5 documents),
 * that reason beside it and as its accessible description.
 *
 *   <SpeichernButton laeuft={speichern.laeuft} disabled={!ok} sperrgrund={grund} onClick={() => speichern.starten(d)}>
 *     Speichern
 *   </SpeichernButton>
 */
import { useId } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export type SpeichernButtonProps = Omit<ButtonProps, 'loading' | 'onClick'> & {
  laeuft: boolean;
  /** Starts the write; a submit button leaves it to the form's onSubmit. */
  onClick?: () => void;
  /** Why the button cannot be used; disables it. */
  sperrgrund?: string | null;
};

export function SpeichernButton({ laeuft, onClick, sperrgrund, disabled, variant = 'contained', children, ...rest }: SpeichernButtonProps) {
  const grundId = useId();
  const knopf = (
    <Button
      {...rest}
      variant={variant}
      loading={laeuft}
      loadingPosition="start"
      disabled={Boolean(disabled) || Boolean(sperrgrund)}
      aria-describedby={sperrgrund ? grundId : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
  if (!sperrgrund) return knopf;
  return (
    <>
      {knopf}
      <Typography id={grundId} variant="body2" color="error" data-testid="speichern-sperrgrund" sx={{ alignSelf: 'center' }}>
        {sperrgrund}
      </Typography>
    </>
  );
}
