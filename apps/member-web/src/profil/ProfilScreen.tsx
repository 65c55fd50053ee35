/**
 * The member's own profile: address and phone numbers (domain appProfilSchema), whether other
 * members see phone and e-mail, 'Kalender abonnieren' (profil/KalenderAbo.tsx), 'Passwort ändern'
 * (signs out the member's other devices), 'Angemeldete Geräte' (profil/Geraete.tsx), and 'Abmelden'.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  appProfilSchema,
  MAX,
  MELDUNG,
  PASSWORT_MIN_LAENGE,
  passwortFormularFehler,
  validate,
  type AppProfil,
  type FieldErrors,
} from '@vereinsportal/domain';
import { api } from '../common/api';
import { abmelden } from '../anmeldung/anmeldung';
import { name } from '../common/format';
import { zeigeErfolg, zeigeFehler } from '../common/notify';
import { KEYS, useAppQuery } from '../common/queries';
import { ERFOLG_APP } from '../common/texte';
import { PlainEingabe, PlainTextField } from '@vereinsportal/web-ui/PlainTextField';
import { NeuesPasswortFelder, PasswortFeld } from '@vereinsportal/web-ui/anmeldeFelder';
import { Zustand } from '../common/Zustand';
import { KalenderAbo } from './KalenderAbo';
import { Geraete } from './Geraete';
import { PushEinstellungen } from '../push/PushEinstellungen';

type Formular = Pick<AppProfil, 'Strasse' | 'Postleitzahl' | 'Ort' | 'Telefonnummer1' | 'Telefonnummer2' | 'KontaktSichtbar'>;

const M = MAX.mitglied;

type TextFeld = Exclude<keyof Formular, 'KontaktSichtbar'>;

/** The address and phone fields, in this order. */
const PROFIL_FELDER: { key: TextFeld; label: string; autoComplete: string; type?: string; required?: boolean }[] = [
  { key: 'Strasse', label: 'Strasse', autoComplete: 'street-address', required: true },
  { key: 'Postleitzahl', label: 'Postleitzahl', autoComplete: 'postal-code', required: true },
  { key: 'Ort', label: 'Ort', autoComplete: 'address-level2', required: true },
  { key: 'Telefonnummer1', label: 'Telefon 1', autoComplete: 'tel', type: 'tel' },
  { key: 'Telefonnummer2', label: 'Telefon 2', autoComplete: 'tel', type: 'tel' },
];

function ProfilFormular({ profil }: { profil: AppProfil }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Formular>({
    Strasse: profil.Strasse,
    Postleitzahl: profil.Postleitzahl,
    Ort: profil.Ort,
    Telefonnummer1: profil.Telefonnummer1,
    Telefonnummer2: profil.Telefonnummer2,
    KontaktSichtbar: profil.KontaktSichtbar,
  });
  const pruefung = validate(appProfilSchema, form);
  const errors = pruefung.success ? null : pruefung.errors;
  const speichern = useMutation({
    mutationFn: () => api.updateAppProfil({ body: form }),
    onSuccess: () => {
      zeigeErfolg(ERFOLG_APP.profilGespeichert);
      void queryClient.invalidateQueries({ queryKey: KEYS.profil });
      void queryClient.invalidateQueries({ queryKey: KEYS.mitglieder });
    },
    onError: zeigeFehler,
  });
  const feld = (key: TextFeld) => (wert: string | null) => setForm((f) => ({ ...f, [key]: wert }));
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (pruefung.success && !speichern.isPending) speichern.mutate();
  };
  return (
    <Card component="section" aria-labelledby="profil-titel">
      <CardContent component="form" noValidate onSubmit={absenden}>
        <Typography id="profil-titel" variant="h2" sx={{ mb: 0.5 }}>
          {name(profil)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {profil.Emailadresse} · Name und E-Mail-Adresse ändert der Verein.
        </Typography>
        {PROFIL_FELDER.map(({ key, label, type, autoComplete, required }) => (
          <PlainTextField
            key={key}
            label={label}
            type={type}
            value={form[key]}
            onChange={feld(key)}
            feld={key}
            errors={errors}
            required={required}
            maxLength={M[key]}
            autoComplete={autoComplete}
          />
        ))}
        <FormControlLabel
          sx={{ mt: 1, mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1 } }}
          control={
            <Switch checked={form.KontaktSichtbar === 1} onChange={(_e, an) => setForm((f) => ({ ...f, KontaktSichtbar: an ? 1 : 0 }))} />
          }
          label="Telefon und E-Mail für andere Mitglieder sichtbar"
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!pruefung.success || speichern.isPending}>
          Speichern
        </Button>
      </CardContent>
    </Card>
  );
}

function PasswortAendern() {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState<string | null>(null);
  const [neu, setNeu] = useState<string | null>(null);
  const [wiederholung, setWiederholung] = useState<string | null>(null);
  // Remounts the fields after a change, so they are empty again.
  const [runde, setRunde] = useState(0);
  const neuFehler = passwortFormularFehler(neu, wiederholung);
  const errors: FieldErrors | null = alt === null ? { ...neuFehler, PasswortAlt: [MELDUNG.leer('PasswortAlt')] } : neuFehler;
  const aendern = useMutation({
    mutationFn: (werte: { PasswortAlt: string; PasswortNeu: string }) => api.changeAppPasswort({ body: werte }),
    onSuccess: () => {
      // This device keeps its token; the member's other devices are signed out (their list reloads).
      void queryClient.invalidateQueries({ queryKey: KEYS.geraete });
      zeigeErfolg(ERFOLG_APP.passwortGeaendert);
      setAlt(null);
      setNeu(null);
      setWiederholung(null);
      setRunde((r) => r + 1);
    },
    onError: zeigeFehler,
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (errors || alt === null || neu === null || aendern.isPending) return;
    aendern.mutate({ PasswortAlt: alt, PasswortNeu: neu });
  };
  return (
    <Card component="section" aria-labelledby="passwort-titel" sx={{ mt: 2 }}>
      <CardContent component="form" noValidate onSubmit={absenden} key={runde}>
        <Typography id="passwort-titel" variant="h2" sx={{ mb: 1 }}>
          Passwort ändern
        </Typography>
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <PasswortFeld
          Feld={PlainEingabe}
          errors={errors}
          label="Bisheriges Passwort"
          value={alt}
          onChange={setAlt}
          feld="PasswortAlt"
          autoComplete="current-password"
        />
        <NeuesPasswortFelder
          Feld={PlainEingabe}
          passwort={neu}
          setPasswort={setNeu}
          wiederholung={wiederholung}
          setWiederholung={setWiederholung}
          errors={errors}
          wiederholenLabel="Neues Passwort wiederholen"
          hilfe={`Mindestens ${PASSWORT_MIN_LAENGE} Zeichen`}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={errors !== null || aendern.isPending}>
          Passwort ändern
        </Button>
      </CardContent>
    </Card>
  );
}

export default function ProfilScreen() {
  const query = useAppQuery(KEYS.profil, () => api.getAppProfil());
  const [abmeldenLaeuft, setAbmeldenLaeuft] = useState(false);
  return (
    <>
      <Zustand query={query}>{(profil) => <ProfilFormular key={JSON.stringify(profil)} profil={profil} />}</Zustand>
      <KalenderAbo />
      <PushEinstellungen />
      <PasswortAendern />
      <Geraete />
      <Button
        variant="outlined"
        color="error"
        fullWidth
        sx={{ mt: 2 }}
        disabled={abmeldenLaeuft}
        onClick={() => {
          setAbmeldenLaeuft(true);
          void abmelden();
        }}
      >
        Abmelden
      </Button>
    </>
  );
}
