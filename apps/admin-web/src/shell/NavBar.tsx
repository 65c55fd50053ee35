/**
 * Navigation bar of docs/produkt.md §2 (shown only when signed in). Wide screens: buttons and dropdown menus;
 * small screens: a hamburger that opens a drawer. Only one dropdown is open at a time and every
 * link closes the menus. Abmelden clears the user and goes to /abmeldung.
 */
import { useState, type MouseEvent } from 'react';
import { useNavigate, useRouter, type LinkOptions } from '@tanstack/react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSession } from '../common/session';
import { NAVIGATION } from './menue';

export function NavBar() {
  const theme = useTheme();
  // Below 1200 px the entries (with 'Beiträge') no longer fit in one row: the menu button and its drawer.
  const klein = useMediaQuery(theme.breakpoints.down('lg'));
  const navigate = useNavigate();
  const { user, clear } = useSession();
  // One state for "which dropdown is open" enforces "only one at a time".
  const [offenesMenu, setOffenesMenu] = useState<{ id: string; anker: HTMLElement | null } | null>(null);
  const [drawerOffen, setDrawerOffen] = useState(false);

  const schliessen = () => {
    setOffenesMenu(null);
    setDrawerOffen(false);
  };

  const router = useRouter();
  /** A plain <a href> for keyboard and new-tab use; a normal click routes inside the app. */
  const verweis = (link: LinkOptions) => ({
    component: 'a' as const,
    href: router.buildLocation(link).href,
    onClick: (e: MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      schliessen();
      void navigate(link);
    },
  });

  const abmelden = () => {
    schliessen();
    clear();
    // The cached club data is dropped by the /abmeldung screen, once no screen uses it any more.
    void navigate({ to: '/abmeldung' });
  };

  const titel = (
    <Typography variant="h6" component="div" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
      {user.vereinsName || 'Vereinsportal'}
    </Typography>
  );

  if (klein) {
    return (
      <AppBar position="sticky">
        <Toolbar>
          <Tooltip title="Navigation öffnen" describeChild>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Navigation öffnen"
              aria-expanded={drawerOffen}
              onClick={() => setDrawerOffen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          </Tooltip>
          {titel}
        </Toolbar>
        <Drawer open={drawerOffen} onClose={schliessen}>
          <Box component="nav" aria-label="Hauptnavigation" sx={{ width: 280 }}>
            <List>
              {NAVIGATION.map((e) =>
                e.art === 'link' ? (
                  <ListItem key={e.label} disablePadding>
                    <ListItemButton {...verweis(e.link)}>
                      <ListItemText primary={e.label} />
                    </ListItemButton>
                  </ListItem>
                ) : (
                  <ListItem key={e.id} disablePadding sx={{ display: 'block' }}>
                    <ListItemButton
                      aria-expanded={offenesMenu?.id === e.id}
                      onClick={() => setOffenesMenu(offenesMenu?.id === e.id ? null : { id: e.id, anker: null })}
                    >
                      <ListItemText primary={e.label} />
                      {offenesMenu?.id === e.id ? <ExpandLess /> : <ExpandMore />}
                    </ListItemButton>
                    <Collapse in={offenesMenu?.id === e.id} unmountOnExit>
                      <List disablePadding>
                        {e.links.map((l) => (
                          <ListItem key={l.label} disablePadding>
                            <ListItemButton sx={{ pl: 4 }} {...verweis(l.link)}>
                              <ListItemText primary={l.label} />
                            </ListItemButton>
                          </ListItem>
                        ))}
                      </List>
                    </Collapse>
                  </ListItem>
                ),
              )}
              <ListItem disablePadding>
                <ListItemButton onClick={abmelden}>
                  <ListItemText primary="Abmelden" />
                </ListItemButton>
              </ListItem>
            </List>
          </Box>
        </Drawer>
      </AppBar>
    );
  }

  return (
    <AppBar position="sticky">
      <Toolbar component="nav" aria-label="Hauptnavigation" sx={{ gap: 0.5 }}>
        {titel}
        {NAVIGATION.map((e) =>
          e.art === 'link' ? (
            <Button key={e.label} color="inherit" {...verweis(e.link)}>
              {e.label}
            </Button>
          ) : (
            <Box key={e.id}>
              <Button
                color="inherit"
                id={`menu-knopf-${e.id}`}
                aria-haspopup="true"
                aria-controls={offenesMenu?.id === e.id ? `menu-${e.id}` : undefined}
                aria-expanded={offenesMenu?.id === e.id}
                endIcon={<ExpandMore />}
                onClick={(ev) => setOffenesMenu({ id: e.id, anker: ev.currentTarget })}
              >
                {e.label}
              </Button>
              <Menu
                id={`menu-${e.id}`}
                anchorEl={offenesMenu?.id === e.id ? offenesMenu.anker : null}
                open={offenesMenu?.id === e.id}
                onClose={() => setOffenesMenu(null)}
                slotProps={{ list: { 'aria-labelledby': `menu-knopf-${e.id}` } }}
              >
                {e.links.map((l) => (
                  <MenuItem key={l.label} {...verweis(l.link)}>
                    {l.label}
                  </MenuItem>
                ))}
              </Menu>
            </Box>
          ),
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button color="inherit" onClick={abmelden}>
          Abmelden
        </Button>
      </Toolbar>
    </AppBar>
  );
}
