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
import { formatZeitpunktDe, WARTELISTE_TEXT, type AnAbmeldeStatus, type TerminAnAbmeldung } from '@vereinsportal/domain';
import { useZeitzone } from '../common/einstellungen';
import { useApiQuery } from '../common/useApiCall';
import { ButtonLink } from '../common/links';
import { Seitenkopf } from '../common/Seitenkopf';
import { datumDe } from '../common/format';
import { anAbmeldungenQuery, terminQuery } from './queries';
import { AnwesenheitListe } from './AnwesenheitListe';

const TABELLEN: Array<{ status: AnAbmeldeStatus; titel: string }> = [
  { status: 1, titel: 'Anmeldungen' },
  { status: 3, titel: 'Provisorische Anmeldungen' },
  { status: 2, titel: 'Abmeldungen' },
];

// A long address wraps inside its cell, so the table fits a 390 px phone.
const ADRESSE = { overflowWrap: 'anywhere' } as const;

const nachName = (a: TerminAnAbmeldung, b: TerminAnAbmeldung) =>
  `${a.Nachname ?? ''} ${a.Vorname ?? ''}`.localeCompare(`${b.Nachname ?? ''} ${b.Vorname ?? ''}`, 'de');

/** /terminanabmeldungen/{id} (docs/produkt.md §2): sign-ups, provisional sign-ups and sign-offs of one event. */
export default function TerminAnAbmeldungenPage() {
  const { terminId } = useParams({ from: '/_angemeldet/terminanabmeldungen/$terminId' });
  const id = Number(terminId) || 0;
  const termin = useApiQuery(terminQuery(id));
  const { data = [] } = useApiQuery(anAbmeldungenQuery(id));
  const t = termin.data;
  const zeitzone = useZeitzone();
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
      {/* minmax(0, 1fr): a grid column would otherwise grow to the widest table and the page scroll sideways. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
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
                      <TableCell>E-Mail-Adresse</TableCell>
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
                          <TableCell sx={ADRESSE}>{a.Emailadresse}</TableCell>
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
                    <TableCell>E-Mail-Adresse</TableCell>
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
                        <TableCell sx={ADRESSE}>{a.Emailadresse}</TableCell>
                        <TableCell>{a.WartelisteSeit ? formatZeitpunktDe(a.WartelisteSeit, zeitzone) : ''}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </section>
        )}
        <AnwesenheitListe terminId={id} />
      </Box>
    </>
  );
}
