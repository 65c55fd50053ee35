/**
 * Home (/, docs/produkt.md §2): contract banners and the overdue-invoice banner, welcome, the first steps of a new
 * club, six area cards, and how members get the app (its address with a QR code, home-screen steps, the mail).
 */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { APP_BASIS } from '@vereinsportal/domain';
import { useSession } from '../common/session';
import { useVereinsKonto, VOM_LOADER } from '../common/queries';
import { ButtonLink } from '../common/links';
import { VertragsBanner } from '../abo/VertragsBanner';
import { startseiteQuery } from './queries';
import { useApiQuery } from '../common/useApiCall';
import { AppEinrichten } from './AppEinrichten';
import { ErsteSchritte } from './ErsteSchritte';
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

export default function HomeScreen() {
  const { user } = useSession();
  // Fetched by the route's loader before this shows (router.tsx), so the banners never arrive late.
  const { data: konto } = useVereinsKonto(VOM_LOADER);
  // The first steps and the app's address (as the mails give it); until it is there, this page's own origin.
  const { data: start } = useApiQuery(startseiteQuery);

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

      <ErsteSchritte vereinId={user.vereinId} stand={start} />

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

      <AppEinrichten
        adresse={start?.AppAdresse ?? `${window.location.origin}${APP_BASIS}/`}
        vereinId={user.vereinId}
        email={user.emailadresse}
      />
    </>
  );
}
