/** Entries of the navigation bar (docs/produkt.md §2): plain links and dropdown menus, in display order. */
export interface NavLinkEintrag {
  label: string;
  href: string;
}

export interface NavMenuEintrag {
  id: string;
  label: string;
  links: NavLinkEintrag[];
}

export type NavEintrag = ({ art: 'link' } & NavLinkEintrag) | ({ art: 'menu' } & NavMenuEintrag);

export const NAVIGATION: NavEintrag[] = [
  { art: 'link', label: 'Home', href: '/' },
  { art: 'link', label: 'Vereinsinfo', href: '/vereinsinfobearbeiten' },
  {
    art: 'menu',
    id: 'news',
    label: 'News',
    links: [
      { label: 'News anzeigen', href: '/newsliste' },
      { label: 'News erfassen', href: '/newsbearbeiten/0' },
    ],
  },
  {
    art: 'menu',
    id: 'termine',
    label: 'Termine',
    links: [
      { label: 'Termine anzeigen', href: '/terminliste' },
      { label: 'Termin erfassen', href: '/terminbearbeiten/0' },
    ],
  },
  {
    art: 'menu',
    id: 'mitglieder',
    label: 'Mitglieder',
    links: [
      { label: 'Mitglieder anzeigen', href: '/mitgliederliste' },
      { label: 'Mitglied erfassen', href: '/mitgliedbearbeiten/0' },
      { label: 'Mitglieder importieren', href: '/mitgliederimportieren' },
      { label: 'Rundmail senden', href: '/rundmail' },
    ],
  },
  {
    art: 'menu',
    id: 'dokumente',
    label: 'Dokumente',
    links: [
      { label: 'Dokumente anzeigen', href: '/dokumentliste' },
      { label: 'Dokument erfassen', href: '/dokumentbearbeiten/0' },
    ],
  },
  {
    art: 'menu',
    id: 'beitraege',
    label: 'Beiträge',
    links: [
      { label: 'Einstellungen', href: '/beitraege' },
      { label: 'Beitragslauf', href: '/beitragslauf' },
      { label: 'Offene Posten', href: '/beitragsrechnungen' },
      { label: 'Zahlungen einlesen', href: '/beitragszahlungen' },
    ],
  },
  { art: 'link', label: 'Konto', href: '/vereinskonto' },
  { art: 'link', label: 'Änderungsprotokoll', href: '/aenderungsprotokoll' },
];
