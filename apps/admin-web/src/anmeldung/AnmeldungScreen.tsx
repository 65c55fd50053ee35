/** The sign-in inside the portal's router (/anmeldung after sign-out or a guard's redirect). */
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AnmeldungFormular, type AnmeldungZiel } from './AnmeldungFormular';
import type { ReactNode } from 'react';

function Verweis({ ziel, children }: { ziel: AnmeldungZiel; children: ReactNode }) {
  return (
    <Link to={ziel} className="vp-link">
      {children}
    </Link>
  );
}

export default function AnmeldungScreen() {
  const navigate = useNavigate();
  const suche = useSearch({ from: '/anmeldung' });
  return <AnmeldungFormular suche={suche} weiter={() => navigate({ to: '/' })} Verweis={Verweis} />;
}
