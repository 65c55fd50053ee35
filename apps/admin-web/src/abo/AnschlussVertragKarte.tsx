/** The follow-on contract of a club, read-only: on the account page and on subscription screens it makes moot. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatDatumDe, type VereinsKonto } from '@vereinsportal/domain';
import { Angabe } from '../common/Angabe';

export function AnschlussVertragKarte({ konto, sx }: { konto: VereinsKonto; sx?: SxProps<Theme> }) {
  return (
    <Card sx={sx}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          Anschlussvertrag
        </Typography>
        <Grid container spacing={2}>
          <Angabe label="Laufzeit von" wert={formatDatumDe(konto.AnschlussVertragLaufzeitVon)} />
          <Angabe label="Laufzeit bis" wert={formatDatumDe(konto.AnschlussVertragLaufzeitBis)} />
          <Angabe label="Anzahl Mitglieder mit Systemzugriff" wert={konto.AnschlussVertragAnzahlMitglieder} />
        </Grid>
      </CardContent>
    </Card>
  );
}
