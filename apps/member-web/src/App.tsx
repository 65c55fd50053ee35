/**
 * Which screen shows: the set-password page (/app/passwort#token), the sign-in when no member is
 * stored, else the signed-in shell (loaded on demand, with its own query cache per sign-in).
 */
import { lazy, Suspense } from 'react';
import { useRoute } from './lib/router';
import { useSitzung } from './lib/session';
import { AnmeldenScreen } from './screens/AnmeldenScreen';
import { Laden } from './components/Laden';
import { OfflineBanner } from './components/OfflineBanner';

const Shell = lazy(() => import('./screens/Shell'));
const PasswortScreen = lazy(() => import('./screens/PasswortScreen'));

export function App() {
  const route = useRoute();
  const sitzung = useSitzung();
  if (route.name === 'passwort') {
    return (
      <Suspense fallback={<Laden />}>
        <OfflineBanner />
        <PasswortScreen />
      </Suspense>
    );
  }
  if (!sitzung) {
    return (
      <>
        <OfflineBanner />
        <AnmeldenScreen />
      </>
    );
  }
  return (
    <Suspense fallback={<Laden />}>
      {/* A new shell (and query cache) per member: nothing of one member's data survives into another's. */}
      <Shell key={`${sitzung.vereinId}:${sitzung.mitgliedId}`} sitzung={sitzung} route={route} />
    </Suspense>
  );
}
