/** The offline notice above the content, while the app shows cached data or cannot reach the server. */
import { useOffline } from '../common/offline';
import { OFFLINE_TEXT } from '../common/texte';

export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div role="status" className="vp-offline">
      {OFFLINE_TEXT}
    </div>
  );
}
