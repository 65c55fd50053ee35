/**
 * Demo outbox «Postausgang» (/outbox, docs/produkt.md §7, §10; the README's word): the mails the server would have sent (subject, recipient,
 * text), so a new user can read the registration e-mail without a mail server.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUNDMAIL_TEXT, TEXT } from '@vereinsportal/domain';
import { api } from '../common/api';
import { fehlerStatus } from '../common/notify';
import { QUERY_KEYS } from '../common/queryKeys';

const zeitpunkt = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeStyle: 'short' });

function alsZeitpunkt(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : zeitpunkt.format(d);
}

// Web addresses in a mail's text (the set-password link) become clickable, as in a mail program.
const ADRESSE = /(https?:\/\/\S+)/;

function MailText({ text }: { text: string }) {
  return text.split(ADRESSE).map((teil, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={teil}>
        {teil}
      </Link>
    ) : (
      teil
    ),
  );
}

export default function OutboxScreen() {
  const { data, error, isPending } = useQuery({ queryKey: QUERY_KEYS.outbox, queryFn: () => api.getOutbox(), retry: false });

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Postausgang
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Im Demo-Modus werden E-Mails nicht versendet, sondern hier angezeigt (neueste zuerst).
      </Typography>
      {error ? (
        <Alert severity="warning">{fehlerStatus(error) === 404 ? TEXT.postausgangNurDemo : TEXT.postausgangLadefehler}</Alert>
      ) : null}
      {!isPending && data?.length === 0 ? <Alert severity="info">{TEXT.postausgangLeer}</Alert> : null}
      <Stack spacing={2}>
        {(data ?? []).map((mail, i) => (
          <Card key={`${mail.createdAt}-${i}`} component="article" aria-label={mail.subject}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.15rem' }} gutterBottom>
                {mail.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                An: {mail.to} · {alsZeitpunkt(mail.createdAt)}
                {mail.replyTo ? ` · ${RUNDMAIL_TEXT.antwortAn(mail.replyTo)}` : ''}
              </Typography>
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
                <MailText text={mail.text} />
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
