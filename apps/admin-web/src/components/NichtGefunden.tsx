/** Unknown paths: a short note and the way home. */
import Typography from '@mui/material/Typography';
import { ButtonLink } from './links';

export function NichtGefunden() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Seite nicht gefunden
      </Typography>
      <ButtonLink to="/" variant="contained">
        Zur Startseite
      </ButtonLink>
    </>
  );
}
