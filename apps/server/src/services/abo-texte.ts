/** German answers of the three subscription calls (DESIGN §4 state and count rules). */
export const ABO_MELDUNG = {
  laufendesAboVorhanden:
    'Ihr Verein hat bereits ein laufendes Jahresabonnement. Sie können die Anzahl Mitglieder erhöhen oder das Abonnement erneuern.',
  keinLaufendesAbo: 'Ihr Verein hat kein laufendes Jahresabonnement, das angepasst werden kann.',
  keinAboZumErneuern: 'Ihr Verein hat kein Jahresabonnement, das erneuert werden kann. Bitte schliessen Sie ein neues Jahresabonnement ab.',
  anschlussVorhanden: 'Ihr Jahresabonnement wurde bereits erneuert; der Anschlussvertrag besteht schon.',
} as const;
