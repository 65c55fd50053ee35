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
import { PlainTextField } from '@vereinsportal/web-ui/PlainTextField';
import { Zustand } from '../common/Zustand';
import { KalenderAbo } from './KalenderAbo';
import { Geraete } from './Geraete';

type Formular = Pick<AppProfil, 'Strasse' | 'Postleitzahl' | 'Ort' | 'Telefonnummer1' | 'Telefonnummer2' | 'KontaktSichtbar'>;

const M = MAX.mitglied;

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
  const feld = (key: keyof Formular) => (wert: string | null) => setForm((f) => ({ ...f, [key]: wert }));
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
        <PlainTextField
          label="Strasse"
          value={form.Strasse}
          onChange={feld('Strasse')}
          feld="Strasse"
          errors={errors}
          required
          maxLength={M.Strasse}
          autoComplete="street-address"
        />
        <PlainTextField
          label="Postleitzahl"
          value={form.Postleitzahl}
          onChange={feld('Postleitzahl')}
          feld="Postleitzahl"
          errors={errors}
          required
          maxLength={M.Postleitzahl}
          autoComplete="postal-code"
        />
        <PlainTextField
          label="Ort"
          value={form.Ort}
          onChange={feld('Ort')}
          feld="Ort"
          errors={errors}
          required
          maxLength={M.Ort}
          autoComplete="address-level2"
        />
        <PlainTextField
          label="Telefon 1"
          type="tel"
          value={form.Telefonnummer1}
          onChange={feld('Telefonnummer1')}
          feld="Telefonnummer1"
          errors={errors}
          maxLength={M.Telefonnummer1}
          autoComplete="tel"
        />
        <PlainTextField
          label="Telefon 2"
          type="tel"
          value={form.Telefonnummer2}
          onChange={feld('Telefonnummer2')}
          feld="Telefonnummer2"
          errors={errors}
          maxLength={M.Telefonnummer2}
          autoComplete="tel"
        />
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
        <PlainTextField
          label="Bisheriges Passwort"
          type="password"
          value={alt}
          onChange={setAlt}
          feld="PasswortAlt"
          errors={errors}
          trimmen={false}
          required
          autoComplete="current-password"
        />
        <PlainTextField
          label="Neues Passwort"
          type="password"
          value={neu}
          onChange={setNeu}
          feld="Passwort"
          errors={errors}
          trimmen={false}
          required
          autoComplete="new-password"
          helperText={`Mindestens ${PASSWORT_MIN_LAENGE} Zeichen`}
        />
        <PlainTextField
          label="Neues Passwort wiederholen"
          type="password"
          value={wiederholung}
          onChange={setWiederholung}
          feld="PasswortWiederholung"
          errors={errors}
          trimmen={false}
          required
          autoComplete="new-password"
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
