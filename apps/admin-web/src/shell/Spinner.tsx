/**
 * The 'Laden...' overlay of docs/produkt.md §2: visible while any flagged request is pending. Plain markup
 * styled like MUI's Backdrop + CircularProgress (main.css), as it also shows on the sign-in page.
 */
import { TEXT } from '@vereinsportal/domain';
import { useSpinnerAktiv } from '../common/spinner';

export function Spinner() {
  const aktiv = useSpinnerAktiv();
  if (!aktiv) return null;
  return (
    <div className="vp-spinner" data-testid="spinner">
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
      <p role="status">{TEXT.laden}</p>
    </div>
  );
}
