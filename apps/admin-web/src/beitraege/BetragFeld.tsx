/** An amount in francs as typed (decimal keyboard on a phone); its message comes from the field 'Betrag'. */
import type { FieldErrors } from '@vereinsportal/domain';
import { TextField } from '../common/forms';

export function BetragFeld(props: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
  errors: FieldErrors | null | undefined;
}) {
  return <TextField {...props} required feld="Betrag" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
}
