/** Unknown paths: a short note and the way home (plain markup, main.css: no MUI needed for it). */
import { Link } from '@tanstack/react-router';

export function NichtGefunden() {
  return (
    <>
      <h1 className="vp-h1">Seite nicht gefunden</h1>
      <Link to="/" className="vp-knopf vp-knopf-klein">
        Zur Startseite
      </Link>
    </>
  );
}
