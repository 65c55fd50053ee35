/**
 * Home 'App einrichten' (docs/produkt.md §2): the members' app is the web app at /app/, not a store app. Shows its
 * address as a link and a QR code to scan, the add-to-home-screen steps for Android and iPhone, and what members
 * receive by mail (texts in domain, README «Die App»). The QR code's library loads only here, after the page.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_EINRICHTEN } from '@vereinsportal/domain';

function useQrCode(text: string): string | null {
  const [bild, setBild] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let aktiv = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (aktiv) setBild({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => undefined);
    return () => {
      aktiv = false;
    };
  }, [text]);
  return bild?.text === text ? bild.src : null;
}

function Schritte({ titel, schritte }: { titel: string; schritte: readonly string[] }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" component="h3" gutterBottom>
          {titel}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          {schritte.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

export function AppEinrichten({ adresse, vereinId, email }: { adresse: string; vereinId: number; email: string }) {
  const qr = useQrCode(adresse);
  return (
    <Box component="section" aria-labelledby="app-einrichten">
      <Typography id="app-einrichten" variant="h2" gutterBottom>
        {APP_EINRICHTEN.titel}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 280px' }}>
            <Typography gutterBottom>{APP_EINRICHTEN.einleitung}</Typography>
            <Typography variant="h3" component="p" sx={{ wordBreak: 'break-all', mb: 1 }}>
              <Link href={adresse} target="_blank" rel="noopener">
                {adresse}
              </Link>
            </Typography>
            <Typography color="text.secondary">{APP_EINRICHTEN.anmelden(vereinId, email)}</Typography>
          </Box>
          <Box sx={{ width: 160, height: 160, flex: 'none' }}>
            {qr && <img src={qr} alt={APP_EINRICHTEN.qrAlt} width={160} height={160} data-app-adresse={adresse} />}
          </Box>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Schritte titel={APP_EINRICHTEN.android.titel} schritte={APP_EINRICHTEN.android.schritte} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Schritte titel={APP_EINRICHTEN.iphone.titel} schritte={APP_EINRICHTEN.iphone.schritte} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Schritte titel={APP_EINRICHTEN.mailTitel} schritte={APP_EINRICHTEN.mail} />
        </Grid>
      </Grid>
    </Box>
  );
}
