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

export default function MehrScreen({ sitzung }: { sitzung: Sitzung }) {
  const [laeuft, setLaeuft] = useState(false);
  return (
    <>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        Angemeldet als {[sitzung.vorname, sitzung.nachname].filter(Boolean).join(' ')}, {sitzung.vereinsName}
      </Typography>
      <Card>
        <List disablePadding component="div">
          <ListItemButton divider onClick={() => navigate(pfadVon({ name: 'verein' }))}>
            <ListItemIcon>
              <InfoIcon color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText primary="Verein" secondary="Informationen des Vereins" />
            <ChevronRightIcon aria-hidden />
          </ListItemButton>
          <ListItemButton divider onClick={() => navigate(pfadVon({ name: 'profil' }))}>
            <ListItemIcon>
              <PersonIcon color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText primary="Profil" secondary="Adresse, Telefon, Passwort" />
            <ChevronRightIcon aria-hidden />
          </ListItemButton>
          <ListItemButton divider onClick={() => navigate(pfadVon({ name: 'beitraege' }))}>
            <ListItemIcon>
              <ReceiptLongIcon color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={MEINE_BEITRAEGE.titel} secondary={MEINE_BEITRAEGE.untertitel} />
            <ChevronRightIcon aria-hidden />
          </ListItemButton>
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
