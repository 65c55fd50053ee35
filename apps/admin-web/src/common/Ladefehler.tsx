/**
 * Shown when a screen fails to render or its code cannot be loaded (e.g. the app was updated
 * while the page was open and the old chunk is gone): a short note and a reload button.
 * Plain markup (main.css): it must show even when no further code can be loaded.
 */
import { TEXT } from '@vereinsportal/domain';

export function Ladefehler({ error }: { error: unknown }) {
  console.error(error);
  return (
    <div className="vp-hinweis-fehler" role="alert">
      <span>{TEXT.seiteLadefehler}</span>
      <button type="button" onClick={() => window.location.reload()}>
        Neu laden
      </button>
    </div>
  );
}
