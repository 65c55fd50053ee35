/** The club's members: name, categories, and phone / e-mail where the member shows them. */
import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { AppMitglied } from '@vereinsportal/domain';
import { api } from '../common/api';
import { kategorien, name } from '../common/format';
import { KEYS, useAppQuery } from '../common/queries';
import { PlainTextField } from '@vereinsportal/web-ui/PlainTextField';
import { Zustand } from '../common/Zustand';

/** Members whose name, categories, phone or e-mail contain every word of the search. */
export function filtern(mitglieder: AppMitglied[], suche: string | null): AppMitglied[] {
  const woerter = (suche ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (woerter.length === 0) return mitglieder;
  return mitglieder.filter((m) => {
    const text = [m.Vorname, m.Nachname, m.Mitgliedschaftsart, m.Telefonnummer1, m.Telefonnummer2, m.Emailadresse].join(' ').toLowerCase();
    return woerter.every((w) => text.includes(w));
  });
}

function telHref(nummer: string): string {
  return `tel:${nummer.replace(/[^\d+]/g, '')}`;
}

function Kontakt({ m }: { m: AppMitglied }) {
  const telefone = [m.Telefonnummer1, m.Telefonnummer2].filter((t): t is string => Boolean(t));
  if (telefone.length === 0 && !m.Emailadresse) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      {telefone.map((t) => (
        <Link key={t} href={telHref(t)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
          <PhoneIcon fontSize="small" aria-hidden /> {t}
        </Link>
      ))}
      {m.Emailadresse ? (
        <Link
          href={`mailto:${m.Emailadresse}`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 32, overflowWrap: 'anywhere' }}
        >
          <EmailIcon fontSize="small" aria-hidden /> {m.Emailadresse}
        </Link>
      ) : null}
    </Stack>
  );
}

export default function MitgliederScreen() {
  const query = useAppQuery(KEYS.mitglieder, () => api.getAppMitglieder());
  const [suche, setSuche] = useState<string | null>(null);
  const aufgeschoben = useDeferredValue(suche);
  return (
    <>
      <PlainTextField label="Suchen" type="search" value={suche} onChange={setSuche} autoComplete="off" />
      <Zustand query={query} leer={(d) => d.length === 0} leerText="Keine Mitglieder.">
        {(alle) => {
          const liste = filtern(alle, aufgeschoben);
          return (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                {liste.length === alle.length ? `${alle.length} Mitglieder` : `${liste.length} von ${alle.length} Mitgliedern`}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {liste.map((m) => (
                  <li key={m.MitgliedId}>
                    <Card sx={{ p: 2 }}>
                      <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
                        {name(m)}
                      </Typography>
                      {kategorien(m.Mitgliedschaftsart).length > 0 ? (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                          {kategorien(m.Mitgliedschaftsart).map((k) => (
                            <Chip key={k} size="small" label={k} />
                          ))}
                        </Box>
                      ) : null}
                      <Kontakt m={m} />
                    </Card>
                  </li>
                ))}
              </Stack>
            </>
          );
        }}
      </Zustand>
    </>
  );
}
