import { useParams } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STANDARD_ZEITZONE, WARTELISTE_TEXT, type AnAbmeldeStatus, type TerminAnAbmeldung } from '@vereinsportal/domain';
import { api } from '../common/api';
import { useApiQuery } from '../common/useApiCall';
import { ButtonLink } from '../common/links';
import { Seitenkopf } from '../common/Seitenkopf';
import { datumDe } from '../common/format';
import { QUERY_KEYS } from '../common/queryKeys';

const TABELLEN: Array<{ status: AnAbmeldeStatus; titel: string }> = [
  { status: 1, titel: 'Anmeldungen' },
  { status: 3, titel: 'Provisorische Anmeldungen' },
  { status: 2, titel: 'Abmeldungen' },
];

// 'since' on the waiting list, in the club's time zone: dd.MM.yyyy HH:mm (docs/produkt.md §9).
const seitFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: STANDARD_ZEITZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const seitText = (iso: string | null) => (iso ? seitFormat.format(new Date(iso)).replace(',', '') : '');

const nachName = (a: TerminAnAbmeldung, b: TerminAnAbmeldung) =>
  `${a.Nachname ?? ''} ${a.Vorname ?? ''}`.localeCompare(`${b.Nachname ?? ''} ${b.Vorname ?? ''}`, 'de');

/** /terminanabmeldungen/{id} (docs/produkt.md §2): sign-ups, provisional sign-ups and sign-offs of one event. */
export default function TerminAnAbmeldungenPage() {
  const { terminId } = useParams({ from: '/terminanabmeldungen/$terminId' });
  const id = Number(terminId) || 0;
  const termin = useApiQuery({ queryKey: QUERY_KEYS.termine.eintrag(id), queryFn: () => api.getTermin({ params: { TerminId: id } }) });
  const { data = [] } = useApiQuery({
    queryKey: QUERY_KEYS.termine.anAbmeldungen(id),
    queryFn: () => api.getTerminAnAbmeldungen({ query: { terminId: id } }),
  });
  const t = termin.data;
  // Waiting sign-ups are listed on the waiting list, not among those with a place.
  const warteliste = data.filter((a) => a.WartelistePlatz !== null).sort((a, b) => a.WartelistePlatz! - b.WartelistePlatz!);
  const mitPlatz = data.filter((a) => a.WartelistePlatz === null);
  const belegt = mitPlatz.filter((a) => a.AnAbmeldeStatus !== 2).length;
  return (
    <>
      <Seitenkopf titel="Termin An-/Abmeldungen">
        <ButtonLink to="/terminliste" variant="outlined">
          Zur Terminliste
        </ButtonLink>
      </Seitenkopf>
      {t && (
        <Typography sx={{ mb: 2 }}>
          <strong>{t.Titel}</strong>, {datumDe(t.Datum)}
          {t.Zeit ? ` ${t.Zeit}` : ''}
          {t.MaxTeilnehmende !== null ? ` · ${WARTELISTE_TEXT.belegung(belegt, t.MaxTeilnehmende)}` : ''}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {TABELLEN.map(({ status, titel }) => {
          const zeilen = mitPlatz.filter((a) => a.AnAbmeldeStatus === status).sort(nachName);
          const headingId = `anab-${status}`;
          return (
            <section key={status} aria-labelledby={headingId}>
              <Typography variant="h2" id={headingId} gutterBottom>
                {titel} ({zeilen.length})
              </Typography>
              <TableContainer component={Paper}>
                <Table size="small" aria-labelledby={headingId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Nachname</TableCell>
                      <TableCell>Vorname</TableCell>
                      <TableCell>Emailadresse</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {zeilen.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={3}>Keine Einträge</TableCell>
                      </TableRow>
                    ) : (
                      zeilen.map((a, i) => (
                        <TableRow key={`${a.Emailadresse ?? ''}-${i}`}>
                          <TableCell>{a.Nachname}</TableCell>
                          <TableCell>{a.Vorname}</TableCell>
                          <TableCell>{a.Emailadresse}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            </section>
          );
        })}
        {(t?.MaxTeilnehmende != null || warteliste.length > 0) && (
          <section aria-labelledby="anab-warteliste">
            <Typography variant="h2" id="anab-warteliste" gutterBottom>
              {WARTELISTE_TEXT.warteliste} ({warteliste.length})
            </Typography>
            <TableContainer component={Paper}>
              <Table size="small" aria-labelledby="anab-warteliste">
                <TableHead>
                  <TableRow>
                    <TableCell>{WARTELISTE_TEXT.platz}</TableCell>
                    <TableCell>Nachname</TableCell>
                    <TableCell>Vorname</TableCell>
                    <TableCell>Emailadresse</TableCell>
                    <TableCell>{WARTELISTE_TEXT.seit}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {warteliste.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={5}>Keine Einträge</TableCell>
                    </TableRow>
                  ) : (
                    warteliste.map((a) => (
                      <TableRow key={a.WartelistePlatz}>
                        <TableCell>{a.WartelistePlatz}</TableCell>
                        <TableCell>{a.Nachname}</TableCell>
                        <TableCell>{a.Vorname}</TableCell>
                        <TableCell>{a.Emailadresse}</TableCell>
                        <TableCell>{seitText(a.WartelisteSeit)}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </section>
        )}
      </Box>
    </>
  );
}
