/** The 'Laden...' overlay of docs/produkt.md §2: visible while any flagged request is pending. */
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TEXT } from '@vereinsportal/domain';
import { useSpinnerAktiv } from '../lib/spinner';

export function Spinner() {
  const aktiv = useSpinnerAktiv();
  return (
    <Backdrop
      open={aktiv}
      data-testid="spinner"
      sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" aria-hidden="true" />
      <Typography role="status">{TEXT.laden}</Typography>
    </Backdrop>
  );
}
