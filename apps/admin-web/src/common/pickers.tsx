/**
 * MUI X date/time pickers with the German date-fns locale. Loaded lazily through common/forms.tsx
 * (DateField, TimeField); import those, not this file.
 */
import { useState } from 'react';
import { format, isValid, parse, setYear } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';
import { jahrVierstellig } from '@vereinsportal/domain';
import { feldFehler } from '@vereinsportal/web-ui/trimmedText';
// Type only: forms.tsx loads this module lazily, a value import back would make a cycle.
import type { DatumFeldProps } from './forms';
import { schweizerDeutsch } from './schweizerDeutsch';

const texte = schweizerDeutsch(deDE.components.MuiLocalizationProvider.defaultProps.localeText);

/**
 * Everything the date and the time picker share: the local Date, the German error once touched, and
 * the parent's value as text. The picker keeps its own Date (also an invalid one while the user is
 * still typing); handing it back a null for a half-typed date would wipe the sections already typed.
 * The parent only sees complete values (ISO text) or null; outside changes of the value replace the
 * local Date.
 */
function usePickerProps(
  props: DatumFeldProps,
  lesen: (s: string | null | undefined) => Date | null,
  schreiben: (d: Date) => string,
  korrigieren: (d: Date) => Date = (d) => d,
) {
  const [beruehrt, setBeruehrt] = useState(false);
  const fehler = props.zeigeFehler || beruehrt ? feldFehler(props.errors, props.feld) : undefined;
  const [lokal, setLokal] = useState<Date | null>(() => lesen(props.value));
  // Adjusting state while rendering (React's pattern for "value changed since last render").
  const [bisher, setBisher] = useState(props.value);
  if (props.value !== bisher) {
    setBisher(props.value);
    const lokalText = lokal && isValid(lokal) ? schreiben(lokal) : null;
    if (lokalText !== (props.value ?? null)) setLokal(lesen(props.value));
  }
  return {
    label: props.label,
    value: lokal,
    disabled: props.disabled,
    onChange: (d: Date | null) => {
      setBeruehrt(true);
      setLokal(d);
      const neu = d && isValid(d) ? schreiben(korrigieren(d)) : null;
      if (neu !== (props.value ?? null)) props.onChange(neu);
    },
    slotProps: {
      textField: {
        fullWidth: true,
        margin: 'dense' as const,
        required: props.required,
        error: Boolean(fehler),
        helperText: fehler,
        onBlur: () => {
          setBeruehrt(true);
          // Show what the parent got: a typed '26' becomes 2026 in the field too.
          if (lokal && isValid(lokal) && korrigieren(lokal).getTime() !== lokal.getTime()) setLokal(korrigieren(lokal));
        },
      },
    },
  };
}

const alsIso = (d: Date) => format(d, 'yyyy-MM-dd');
/** 'dd.MM.yy' is read as 20yy (the field would take '26' as the year 0026). */
const jahrKorrigieren = (d: Date) => (d.getFullYear() < 100 ? setYear(d, jahrVierstellig(d.getFullYear())) : d);
const alsZeit = (d: Date) => format(d, 'HH:mm');

export function isoZuDatum(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = parse(iso, 'yyyy-MM-dd', new Date());
  return isValid(d) ? d : null;
}

export function zeitZuDatum(zeit: string | null | undefined): Date | null {
  if (!zeit) return null;
  const d = parse(zeit, 'HH:mm', new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

export function DatePickerField(props: DatumFeldProps) {
  const pickerProps = usePickerProps(props, isoZuDatum, alsIso, jahrKorrigieren);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={texte}>
      <DatePicker format="dd.MM.yyyy" {...pickerProps} />
    </LocalizationProvider>
  );
}

export function TimePickerField(props: DatumFeldProps) {
  const pickerProps = usePickerProps(props, zeitZuDatum, alsZeit);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={texte}>
      <TimePicker ampm={false} format="HH:mm" {...pickerProps} />
    </LocalizationProvider>
  );
}
