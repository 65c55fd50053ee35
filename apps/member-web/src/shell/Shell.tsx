/**
 * The signed-in app: top bar with the screen's title and the club, offline banner, the screen, and
 * the bottom navigation (News, Termine, Dokumente, Mitglieder, Mehr). Screens load on demand.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MEINE_BEITRAEGE } from '@vereinsportal/domain';
import { createQueryClient, newsQuery, termineQuery } from '../common/queries';
import { getRoute, navigate, pfadVon, type Route } from '../common/router';
import type { Sitzung } from '../common/session';
import { NAV_HOEHE, theme } from './theme';
import { Laden } from '../common/Laden';
import { OfflineBanner } from './OfflineBanner';
import { bildschirm } from './bildschirm';
// The start screen and its push card come with the shell, not as one more chunk after it: on a phone's network
// that was one more round trip before the first news showed. Asks for notifications on the start screen, after
// sign-in (docs/push.md); renews a given permission's subscription.
import NewsScreenCode from '../news/NewsScreen';
import PushKarte from '../push/PushKarte';

// The tabs' screens: the bottom navigation loads a screen's code before it navigates (bildschirm.tsx).
const NewsScreen = bildschirm(() => Promise.resolve({ default: NewsScreenCode }));
// Marked as loaded now, so the first render shows it without a round through Suspense.
void NewsScreen.vorladen();
const TermineScreen = bildschirm(() => import('../termine/TermineScreen'));
const DokumenteScreen = bildschirm(() => import('../dokumente/DokumenteScreen'));
const MitgliederScreen = bildschirm(() => import('../mitglieder/MitgliederScreen'));
const MehrScreen = bildschirm(() => import('./MehrScreen'));
const TAB_BILDSCHIRM = {
  news: NewsScreen,
  termine: TermineScreen,
  dokumente: DokumenteScreen,
  mitglieder: MitgliederScreen,
  mehr: MehrScreen,
};
/** How long a tap waits for its screen's code before it shows the screen's 'Laden...' (a slow network). */
const TAB_WARTEN_MS = 150;
const NewsDetailScreen = lazy(() => import('../news/NewsDetailScreen'));
const VereinScreen = lazy(() => import('../verein/VereinScreen'));
const ProfilScreen = lazy(() => import('../profil/ProfilScreen'));
const BeitraegeScreen = lazy(() => import('../beitraege/BeitraegeScreen'));

type Tab = 'news' | 'termine' | 'dokumente' | 'mitglieder' | 'mehr';

interface Ansicht {
  titel: string;
  tab: Tab;
  /** Where the back arrow leads (sub-pages only). */
  zurueck?: Route;
  inhalt: ReactNode;
}

function ansicht(route: Route, sitzung: Sitzung): Ansicht {
  switch (route.name) {
    case 'newsDetail':
      return { titel: 'News', tab: 'news', zurueck: { name: 'news' }, inhalt: <NewsDetailScreen id={route.id} /> };
    case 'termine':
      return { titel: 'Termine', tab: 'termine', inhalt: <TermineScreen /> };
    case 'dokumente':
      return { titel: 'Dokumente', tab: 'dokumente', inhalt: <DokumenteScreen /> };
    case 'mitglieder':
      return { titel: 'Mitglieder', tab: 'mitglieder', inhalt: <MitgliederScreen /> };
    case 'mehr':
      return { titel: 'Mehr', tab: 'mehr', inhalt: <MehrScreen sitzung={sitzung} /> };
    case 'verein':
      return { titel: 'Verein', tab: 'mehr', zurueck: { name: 'mehr' }, inhalt: <VereinScreen /> };
    case 'profil':
      return { titel: 'Profil', tab: 'mehr', zurueck: { name: 'mehr' }, inhalt: <ProfilScreen /> };
    case 'beitraege':
      return { titel: MEINE_BEITRAEGE.titel, tab: 'mehr', zurueck: { name: 'mehr' }, inhalt: <BeitraegeScreen /> };
    default:
      return { titel: 'News', tab: 'news', inhalt: <NewsScreen /> };
  }
}

export default function Shell({ sitzung, route }: { sitzung: Sitzung; route: Route }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The start screen's list leaves before any screen renders; the screen's own query would start only after
    // React has committed the whole tree.
    if (route.name === 'news') void client.prefetchQuery(newsQuery);
    return client;
  });
  const a = ansicht(route, sitzung);
  // The latest tap wins: an earlier tab whose code arrives later does not navigate any more.
  const letzterTipp = useRef(0);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Box sx={{ minHeight: '100dvh', pb: `calc(${NAV_HOEHE + 16}px + env(safe-area-inset-bottom))` }}>
          <AppBar position="sticky" elevation={0}>
            <Toolbar sx={{ gap: 1, pt: 'env(safe-area-inset-top)' }}>
              {a.zurueck ? (
                <IconButton edge="start" color="inherit" aria-label="Zurück" onClick={() => a.zurueck && navigate(pfadVon(a.zurueck))}>
                  <ArrowBackIcon />
                </IconButton>
              ) : null}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h1" sx={{ fontSize: '1.25rem', lineHeight: 1.2 }}>
                  {a.titel}
                </Typography>
                <Typography variant="body2" noWrap sx={{ opacity: 0.9 }}>
                  {sitzung.vereinsName}
                </Typography>
              </Box>
            </Toolbar>
          </AppBar>
          <OfflineBanner />
          <Box component="main" sx={{ px: 2, py: 2, maxWidth: 720, mx: 'auto' }}>
            <PushKarte zeigen={route.name === 'news'} />
            <Suspense fallback={<Laden />}>{a.inhalt}</Suspense>
          </Box>
          <Paper
            component="nav"
            aria-label="Hauptnavigation"
            elevation={8}
            square
            sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
          >
            <BottomNavigation
              showLabels
              value={a.tab}
              onChange={(_e, tab: Tab) => {
                if (tab === 'termine') void queryClient.prefetchQuery(termineQuery);
                if (tab === 'news') void queryClient.prefetchQuery(newsQuery);
                const tipp = ++letzterTipp.current;
                const vorher = getRoute();
                const weiter = () => {
                  if (tipp === letzterTipp.current && getRoute() === vorher) navigate(pfadVon({ name: tab }));
                };
                // At most TAB_WARTEN_MS: on a slow network the tab changes then and shows 'Laden...' until the code is there.
                void Promise.race([TAB_BILDSCHIRM[tab].vorladen(), new Promise((r) => setTimeout(r, TAB_WARTEN_MS))]).then(weiter, weiter);
              }}
              sx={{ height: NAV_HOEHE, '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 } }}
            >
              <BottomNavigationAction label="News" value="news" icon={<NewspaperIcon />} />
              <BottomNavigationAction label="Termine" value="termine" icon={<EventIcon />} />
              <BottomNavigationAction label="Dokumente" value="dokumente" icon={<DescriptionIcon />} />
              <BottomNavigationAction label="Mitglieder" value="mitglieder" icon={<PeopleIcon />} />
              <BottomNavigationAction label="Mehr" value="mehr" icon={<MoreHorizIcon />} />
            </BottomNavigation>
          </Paper>
        </Box>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
