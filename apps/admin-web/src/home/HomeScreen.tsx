/**
 * Home (/, docs/produkt.md §2): contract banners and the overdue-invoice banner, welcome, six area cards and the numbered setup steps for
 * the Android and iOS apps with the club number and the signed-in e-mail.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSession } from '../common/session';
import { useVereinsKonto, VOM_LOADER } from '../common/queries';
import { ButtonLink } from '../common/links';
import { VertragsBanner } from '../abo/VertragsBanner';
import { UeberfaelligBanner } from '../rechnungen/UeberfaelligBanner';

const BEREICHE = [
  {
    titel: 'Vereinsinfo',
    text: 'Gestalten Sie die Informationsseite Ihres Vereins in der App.',
    to: '/vereinsinfobearbeiten',
    knopf: 'Vereinsinfo bearbeiten',
  },
  { titel: 'News', text: 'Informieren Sie Ihre Mitglieder mit aktuellen Neuigkeiten.', to: '/newsliste', knopf: 'Zu den News' },
  { titel: 'Termine', text: 'Planen Sie Termine und verwalten Sie An- und Abmeldungen.', to: '/terminliste', knopf: 'Zu den Terminen' },
  {
    titel: 'Mitglieder',
    text: 'Erfassen, bearbeiten und importieren Sie Ihre Mitglieder.',
    to: '/mitgliederliste',
    knopf: 'Zu den Mitgliedern',
  },
  {
    titel: 'Dokumente',
    text: 'Stellen Sie Ihren Mitgliedern PDF-Dokumente und Links bereit.',
    to: '/dokumentliste',
    knopf: 'Zu den Dokumenten',
  },
  {
    titel: 'Vereinskonto',
    text: 'Vereinsdaten, Vertrag, Jahresabonnement und Rechnungen.',
    to: '/vereinskonto',
    knopf: 'Zum Vereinskonto',
  },
] as const;

function Einrichtung({ plattform, store, vereinId, email }: { plattform: string; store: string; vereinId: number; email: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" component="h3" gutterBottom>
          {plattform}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          <li>Installieren Sie die App «Vereinsportal» aus dem {store}.</li>
          <li>
            Öffnen Sie die App und geben Sie die Vereinsnummer <strong>{vereinId}</strong> ein.
          </li>
          <li>
            Geben Sie Ihre E-Mail-Adresse <strong>{email}</strong> und Ihr Passwort ein.
          </li>
          <li>Tippen Sie auf «Anmelden». Die App zeigt nun News, Termine, Mitglieder und Dokumente Ihres Vereins.</li>
        </Box>
      </CardContent>
    </Card>
  );
}

export default function HomeScreen() {
  const { user } = useSession();
  // Fetched by the route's loader before this shows (router.tsx), so the banners never arrive late.
  const { data: konto } = useVereinsKonto(VOM_LOADER);

  return (
    <>
      <VertragsBanner konto={konto} />
      <UeberfaelligBanner />
      <Typography variant="h1" gutterBottom>
        Willkommen {user.userVorname} {user.userNachname}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Im Vereinsportal verwalten Sie die Inhalte der App von {user.vereinsName || 'Ihrem Verein'}.
      </Typography>

      <Typography variant="h2" gutterBottom>
        Bereiche
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {BEREICHE.map((b) => (
          <Grid key={b.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {b.titel}
                </Typography>
                <Typography color="text.secondary">{b.text}</Typography>
              </CardContent>
              <CardActions>
                <ButtonLink to={b.to} size="small">
                  {b.knopf}
                </ButtonLink>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h2" gutterBottom>
        App einrichten
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Einrichtung plattform="Android" store="Google Play Store" vereinId={user.vereinId} email={user.emailadresse} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Einrichtung plattform="iOS (iPhone, iPad)" store="App Store" vereinId={user.vereinId} email={user.emailadresse} />
        </Grid>
      </Grid>
    </>
  );
}
