/**
 * Which screen shows: the set-password page (/app/passwort#token), the sign-in when no member is
 * stored, else the signed-in shell (loaded on demand, with its own query cache per sign-in).
 */
import { lazy, Suspense } from 'react';
import { useRoute } from './common/router';
import { useSitzung } from './common/session';
import { AnmeldenScreen } from './anmeldung/AnmeldenScreen';
import { Laden } from './common/Laden';
import { OfflineBanner } from './shell/OfflineBanner';

const Shell = lazy(() => import('./shell/Shell'));
const PasswortScreen = lazy(() => import('./anmeldung/PasswortScreen'));

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
