/** 'Mehr': who is signed in, the club info, the profile, the member's fees, and signing out. */
import { useState } from 'react';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import InfoIcon from '@mui/icons-material/Info';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MEINE_BEITRAEGE } from '@vereinsportal/domain';
import { abmelden } from '../anmeldung/anmeldung';
import { navigate, pfadVon } from '../common/router';
import type { Sitzung } from '../common/session';

/** The screens 'Mehr' leads to. */
const ZIELE = [
  { route: { name: 'verein' }, icon: <InfoIcon color="primary" aria-hidden />, titel: 'Verein', text: 'Informationen des Vereins' },
  { route: { name: 'profil' }, icon: <PersonIcon color="primary" aria-hidden />, titel: 'Profil', text: 'Adresse, Telefon, Passwort' },
  {
    route: { name: 'beitraege' },
    icon: <ReceiptLongIcon color="primary" aria-hidden />,
    titel: MEINE_BEITRAEGE.titel,
    text: MEINE_BEITRAEGE.untertitel,
  },
] as const;

export default function MehrScreen({ sitzung }: { sitzung: Sitzung }) {
  const [laeuft, setLaeuft] = useState(false);
  return (
    <>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        Angemeldet als {[sitzung.vorname, sitzung.nachname].filter(Boolean).join(' ')}, {sitzung.vereinsName}
      </Typography>
      <Card>
        <List disablePadding component="div">
          {ZIELE.map((z) => (
            <ListItemButton key={z.route.name} divider onClick={() => navigate(pfadVon(z.route))}>
              <ListItemIcon>{z.icon}</ListItemIcon>
              <ListItemText primary={z.titel} secondary={z.text} />
              <ChevronRightIcon aria-hidden />
            </ListItemButton>
          ))}
          <ListItemButton
            disabled={laeuft}
            onClick={() => {
              setLaeuft(true);
              void abmelden();
            }}
          >
            <ListItemIcon>
              <LogoutIcon color="error" aria-hidden />
            </ListItemIcon>
            <ListItemText primary="Abmelden" secondary="Diese App-Installation abmelden" />
          </ListItemButton>
        </List>
      </Card>
    </>
  );
}
