import { useState } from 'react';
import { ladeVorgang } from './ladeVorgang';

type Vorgang = NonNullable<Awaited<ReturnType<typeof ladeVorgang>>>;

/**
 * A signed-out form's submit, one at a time (`laeuft`): loads the sign-in logic (ladeVorgang), then runs
 * `schritt` with it. An error `schritt` throws is shown as a toast, then `fehler` runs. The form is free again
 * afterwards, unless `schritt` returns true: the screen goes on (signed in) and stays busy until it leaves.
 */
export function useVorgang() {
  const [laeuft, setLaeuft] = useState(false);
  const starten = async (schritt: (vorgang: Vorgang) => Promise<boolean>, fehler?: (vorgang: Vorgang, error: unknown) => void) => {
    if (laeuft) return;
    setLaeuft(true);
    const vorgang = await ladeVorgang();
    if (vorgang) {
      try {
        if (await schritt(vorgang)) return;
      } catch (error) {
        vorgang.zeigeFehler(error);
        fehler?.(vorgang, error);
      }
    }
    setLaeuft(false);
  };
  return { laeuft, starten };
}
