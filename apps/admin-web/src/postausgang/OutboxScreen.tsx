/**
 * Demo outbox «Postausgang» (/outbox, docs/produkt.md §7, §10; the README's word): the mails the server would have sent (subject, recipient,
 * text, attachments such as an invoice's PDF), so a new user can read the registration e-mail without a mail server.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { OPERATIONEN, SERVER_BASE_PATH } from '@vereinsportal/api-client';
import { RUNDMAIL_TEXT, TEXT, type OutboxMail } from '@vereinsportal/domain';
import { useZeitzone } from '../common/einstellungen';
import { zeitpunktDe } from '../common/format';
import { fehlerStatus } from '../common/notify';
import { outboxQuery } from './queries';

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

const groesse = new Intl.NumberFormat('de-CH', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

/** '23 kB'; anything below one kilobyte counts as one, so no attachment reads '0 kB'. */
function alsGroesse(bytes: number): string {
  return groesse.format(Math.max(1, Math.round(bytes / 1024)));
}

// A plain link: the outbox needs no sign-in, so the browser can fetch and save the file itself.
function anhangAdresse(mail: OutboxMail, nr: number): string {
  const pfad = OPERATIONEN.getOutboxAnhang.pfad.replace(':MailId', String(mail.MailId)).replace(':Nr', String(nr));
  return `${SERVER_BASE_PATH}${pfad}`;
}

function Anhaenge({ mail }: { mail: OutboxMail }) {
  if (mail.Anhaenge.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} aria-label={TEXT.postausgangAnhaenge} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
      {mail.Anhaenge.map((a) => (
        <Stack component="li" key={a.Nr} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <AttachFileIcon fontSize="small" aria-hidden />
          <Link href={anhangAdresse(mail, a.Nr)} download={a.Dateiname} sx={{ overflowWrap: 'anywhere' }}>
            {a.Dateiname}
          </Link>
          <Typography component="span" variant="body2" color="text.secondary">
            ({alsGroesse(a.Groesse)})
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function OutboxScreen() {
  const { data, error, isPending } = useQuery(outboxQuery);
  const zeitzone = useZeitzone();

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
        {(data ?? []).map((mail) => (
          <Card key={mail.MailId} component="article" aria-label={mail.subject}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.15rem' }} gutterBottom>
                {mail.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                An: {mail.to} · {zeitpunktDe(mail.createdAt, zeitzone)}
                {mail.replyTo ? ` · ${RUNDMAIL_TEXT.antwortAn(mail.replyTo)}` : ''}
              </Typography>
              {/* A long link (the set-password link) wraps instead of leaving the card. */}
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
                <MailText text={mail.text} />
              </Typography>
              <Anhaenge mail={mail} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
