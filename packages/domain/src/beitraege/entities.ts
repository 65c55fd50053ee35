/**
 * The fee operations' bodies and answers (docs/produkt.md "Beiträge"): the club's account and fees, a member's
 * exception, the fee run's preview and result. Amounts travel in francs with two decimals (120.00), are
 * checked here and come out of the body schemas as cents.
 */
import * as v from 'valibot';
import { isIsoDate } from '../dates.js';
import { fromCents } from '../money.js';
import { QR_BETRAG_MAX_CENTS, QR_BETRAG_MIN_CENTS } from '../rechnungswesen/betrag.js';
import { ibanPruefen, uidPruefen } from '../rechnungswesen/iban.js';
import { QR_MAX, qrUnerlaubteZeichen } from '../rechnungswesen/spc.js';
import { QR_MELDUNG } from '../rechnungswesen/texte.js';
import { MELDUNG } from '../validation-messages.js';
import { objektMeldung, ohneSteuerzeichen } from '../schemas/fields.js';
import { AUSNAHME_ARTEN, MEHRFACH_REGELN, type MehrfachRegel } from './regeln.js';
import { BEITRAG_FELD, BEITRAG_MELDUNG } from './texte.js';

/** Longest reason of an exception or a cancellation, and of a run's name. */
export const BEITRAG_MAX = { Grund: 200, Bezeichnung: 100, Kategorie: 100, Tarife: 500 } as const;

/** Francs with at most two decimals within the QR-bill's limits, as cents; anything else is refused. */
export function francsInCents(x: number): number | null {
  if (!Number.isFinite(x)) return null;
  const cents = Math.round(x * 100);
  if (Math.abs(cents - x * 100) > 1e-6) return null;
  return cents >= QR_BETRAG_MIN_CENTS && cents <= QR_BETRAG_MAX_CENTS ? cents : null;
}

/** A required amount in francs (e.g. 120 or 59.95); comes out as cents. */
export function betragCentsFeld(feld: string) {
  const meldung = BEITRAG_MELDUNG.betrag(feld);
  return v.pipe(
    v.number(meldung),
    v.check((x: number) => francsInCents(x) !== null, meldung),
    v.transform((x: number) => francsInCents(x) as number),
  );
}

/** A text the QR-bill can carry: trimmed, at most `max` characters, no characters outside its set. */
function qrTextFeld(feld: string, max: number, pflicht: boolean) {
  const name = BEITRAG_FELD[feld as keyof typeof BEITRAG_FELD] ?? feld;
  return v.pipe(
    v.optional(v.nullable(ohneSteuerzeichen(name)), null),
    v.transform((s: string | null) => (s === null || s.trim() === '' ? null : s.trim())),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const s = dataset.value;
      if (s === null) {
        if (pflicht) addIssue({ message: MELDUNG.leer(name) });
        return;
      }
      if ([...s].length > max) addIssue({ message: QR_MELDUNG.zuLang(name, max) });
      const falsch = qrUnerlaubteZeichen(s);
      if (falsch.length > 0) addIssue({ message: QR_MELDUNG.zeichen(name, falsch.join(' ')) });
    }),
  );
}

/** The club's account as the treasurer enters it (Vereinskonto). */
export const beitragsKontoSchema = v.strictObject(
  {
    Iban: v.pipe(
      v.string(MELDUNG.leer(BEITRAG_FELD.Iban)),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const r = ibanPruefen(dataset.value, { nurChLi: true });
        if (!r.ok) {
          addIssue({ message: r.meldung });
          return NEVER;
        }
        return r.iban;
      }),
    ),
    Kontoinhaber: qrTextFeld('Kontoinhaber', QR_MAX.name, true),
    Strasse: qrTextFeld('Strasse', QR_MAX.strasse, false),
    Hausnummer: qrTextFeld('Hausnummer', QR_MAX.hausnummer, false),
    Postleitzahl: qrTextFeld('Postleitzahl', QR_MAX.plz, true),
    Ort: qrTextFeld('Ort', QR_MAX.ort, true),
    Land: v.pipe(
      v.optional(v.nullable(v.string(BEITRAG_MELDUNG.land)), 'CH'),
      v.transform((s: string | null) => (s ?? 'CH').trim().toUpperCase() || 'CH'),
      v.regex(/^[A-Z]{2}$/, BEITRAG_MELDUNG.land),
    ),
    Uid: v.pipe(
      v.optional(v.nullable(v.string(MELDUNG.ungueltig(BEITRAG_FELD.Uid))), null),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const s = dataset.value?.trim() ?? '';
        if (s === '') return null;
        const r = uidPruefen(s);
        if (!r.ok) {
          addIssue({ message: r.meldung });
          return NEVER;
        }
        return r.uid;
      }),
    ),
  },
  objektMeldung,
);
export type BeitragsKonto = v.InferOutput<typeof beitragsKontoSchema>;

const regelSchema = v.picklist(MEHRFACH_REGELN, BEITRAG_MELDUNG.regelUngueltig);

const kategorieFeld = v.pipe(
  ohneSteuerzeichen(BEITRAG_FELD.Kategorie),
  v.trim(),
  v.nonEmpty(MELDUNG.leer(BEITRAG_FELD.Kategorie)),
  v.maxLength(BEITRAG_MAX.Kategorie, MELDUNG.maxLaenge(BEITRAG_FELD.Kategorie, BEITRAG_MAX.Kategorie)),
  v.check((s: string) => !s.includes(','), MELDUNG.ungueltig(BEITRAG_FELD.Kategorie)),
);

/**
 * PUT beitraege/einstellungen: account (null = none yet), rule, fee per category (Betrag null or 0 = no fee; a
 * category left out keeps its fee).
 */
export const beitragsEinstellungenSchema = v.strictObject(
  {
    Konto: v.nullable(beitragsKontoSchema),
    MehrfachRegel: v.optional(regelSchema, 'hoechster'),
    // What GET answers beyond the settings: a client may send the answer back as it read it (ignored).
    KontoGueltig: v.optional(v.unknown()),
    KontoMeldung: v.optional(v.unknown()),
    Tarife: v.pipe(
      v.array(
        v.strictObject(
          {
            Kategorie: kategorieFeld,
            Betrag: v.pipe(
              v.nullable(v.number(BEITRAG_MELDUNG.betrag(BEITRAG_FELD.Betrag))),
              v.transform((x: number | null) => (x === null || x === 0 ? null : x)),
              v.check((x: number | null) => x === null || francsInCents(x) !== null, BEITRAG_MELDUNG.betrag(BEITRAG_FELD.Betrag)),
              v.transform((x: number | null) => (x === null ? null : (francsInCents(x) as number))),
            ),
          },
          objektMeldung,
        ),
      ),
      v.maxLength(BEITRAG_MAX.Tarife, MELDUNG.ungueltig('Tarife')),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const gesehen = new Set<string>();
        for (const t of dataset.value) {
          const k = t.Kategorie.toLocaleLowerCase('de-CH');
          if (gesehen.has(k)) addIssue({ message: BEITRAG_MELDUNG.kategorieDoppelt(t.Kategorie) });
          gesehen.add(k);
        }
      }),
    ),
  },
  objektMeldung,
);
/** Output of beitragsEinstellungenSchema: Tarife[].Betrag in cents or null. */
export type BeitragsEinstellungenInput = v.InferOutput<typeof beitragsEinstellungenSchema>;

const kontoEntity = v.strictObject({
  Iban: v.string(),
  Kontoinhaber: v.string(),
  Strasse: v.nullable(v.string()),
  Hausnummer: v.nullable(v.string()),
  Postleitzahl: v.string(),
  Ort: v.string(),
  Land: v.string(),
  Uid: v.nullable(v.string()),
});

/** GET/PUT beitraege/einstellungen answer: every category of the club with its fee (null = none). */
export const beitragsEinstellungenEntity = v.strictObject({
  Konto: v.nullable(kontoEntity),
  KontoGueltig: v.boolean(),
  /** Why no fee run can start (no or an invalid account); null when it can. */
  KontoMeldung: v.nullable(v.string()),
  MehrfachRegel: v.picklist(MEHRFACH_REGELN),
  Tarife: v.array(v.strictObject({ Kategorie: v.string(), Betrag: v.nullable(v.number()) })),
});
export type BeitragsEinstellungen = v.InferOutput<typeof beitragsEinstellungenEntity>;

/** Why the account cannot bill (null when it can): none, or an IBAN no longer valid. */
export function beitragsKontoMeldung(
  konto: { Iban: string | null; Kontoinhaber: string | null; Postleitzahl: string | null; Ort: string | null } | null,
): string | null {
  if (!konto || !konto.Iban || !konto.Kontoinhaber || !konto.Postleitzahl || !konto.Ort) return BEITRAG_MELDUNG.kontoFehlt;
  const r = ibanPruefen(konto.Iban, { nurChLi: true });
  return r.ok ? null : BEITRAG_MELDUNG.kontoUngueltig(r.meldung);
}

/** PUT mitglieder/:MitgliedId/beitragsausnahme: exempt, or another amount, with a reason. */
export const beitragsAusnahmeSchema = v.pipe(
  v.strictObject(
    {
      Art: v.picklist(AUSNAHME_ARTEN, BEITRAG_MELDUNG.artUngueltig),
      Betrag: v.optional(v.nullable(v.number(BEITRAG_MELDUNG.betrag(BEITRAG_FELD.Betrag))), null),
      Grund: v.pipe(
        v.optional(v.nullable(ohneSteuerzeichen(BEITRAG_FELD.Grund)), null),
        v.transform((s: string | null) => s?.trim() ?? ''),
        v.nonEmpty(BEITRAG_MELDUNG.grundFehlt),
        v.maxLength(BEITRAG_MAX.Grund, MELDUNG.maxLaenge(BEITRAG_FELD.Grund, BEITRAG_MAX.Grund)),
      ),
    },
    objektMeldung,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { Art, Betrag, Grund } = dataset.value;
    if (Art === 'befreit') {
      if (Betrag !== null && Betrag !== 0) {
        addIssue({ message: BEITRAG_MELDUNG.betragBeiBefreit });
        return NEVER;
      }
      return { Art, BetragCents: null, Grund };
    }
    if (Betrag === null) {
      addIssue({ message: BEITRAG_MELDUNG.betragFehlt });
      return NEVER;
    }
    const cents = francsInCents(Betrag);
    if (cents === null) {
      addIssue({ message: BEITRAG_MELDUNG.betrag(BEITRAG_FELD.Betrag) });
      return NEVER;
    }
    return { Art, BetragCents: cents as number | null, Grund };
  }),
);
export type BeitragsAusnahmeInput = v.InferOutput<typeof beitragsAusnahmeSchema>;

/** A member's exception as the member edit page shows it; null when the member has none. */
export const beitragsAusnahmeEntity = v.nullable(
  v.strictObject({ Art: v.picklist(AUSNAHME_ARTEN), Betrag: v.nullable(v.number()), Grund: v.string() }),
);
export type BeitragsAusnahme = v.InferOutput<typeof beitragsAusnahmeEntity>;

/** POST beitraege/laeufe (and its preview): the run's name and due date; the invoice date is today. */
export const beitragslaufSchema = v.strictObject(
  {
    Bezeichnung: v.pipe(
      v.optional(v.nullable(ohneSteuerzeichen(BEITRAG_FELD.Bezeichnung)), null),
      v.transform((s: string | null) => (s ?? '').trim().replace(/\s+/g, ' ')),
      v.nonEmpty(BEITRAG_MELDUNG.bezeichnungFehlt),
      v.maxLength(BEITRAG_MAX.Bezeichnung, MELDUNG.maxLaenge(BEITRAG_FELD.Bezeichnung, BEITRAG_MAX.Bezeichnung)),
      v.rawCheck(({ dataset, addIssue }) => {
        const falsch = dataset.typed ? qrUnerlaubteZeichen(dataset.value) : [];
        if (falsch.length > 0) addIssue({ message: QR_MELDUNG.zeichen(BEITRAG_FELD.Bezeichnung, falsch.join(' ')) });
      }),
    ),
    FaelligAm: v.pipe(
      v.optional(v.nullable(v.string(MELDUNG.keinDatum(BEITRAG_FELD.FaelligAm))), null),
      v.string(MELDUNG.leer(BEITRAG_FELD.FaelligAm)),
      v.check((s: string) => isIsoDate(s), MELDUNG.keinDatum(BEITRAG_FELD.FaelligAm)),
    ),
  },
  objektMeldung,
);
export type BeitragslaufInput = v.InferOutput<typeof beitragslaufSchema>;

const mitgliedName = v.strictObject({ MitgliedId: v.number(), Name: v.string() });

/** The preview of a fee run: what 'Rechnungen erstellen' would write, and who needs a look first. */
export const beitragslaufVorschauEntity = v.strictObject({
  Anzahl: v.number(),
  Total: v.number(),
  ProKategorie: v.array(v.strictObject({ Kategorie: v.string(), Anzahl: v.number(), Total: v.number() })),
  Befreit: v.number(),
  /** Members none of whose categories has a fee: no invoice. */
  OhneBeitrag: v.number(),
  /** Billed on paper (the print PDF). */
  OhneEmail: v.array(mitgliedName),
  /** Cannot be billed: left out. */
  OhneAdresse: v.array(mitgliedName),
  BereitsAbgerechnet: v.boolean(),
  KontoMeldung: v.nullable(v.string()),
});
export type BeitragslaufVorschau = v.InferOutput<typeof beitragslaufVorschauEntity>;

/** What a fee run billed: invoices, their total, and how many went by e-mail or are to print. */
const laufZahlenFelder = { Anzahl: v.number(), Total: v.number(), PerEmail: v.number(), ZumDrucken: v.number() };

/** The result of a fee run. */
export const beitragslaufErgebnisEntity = v.strictObject({ LaufId: v.number(), ...laufZahlenFelder });
export type BeitragslaufErgebnis = v.InferOutput<typeof beitragslaufErgebnisEntity>;

/** One fee run of the club's list, newest first. */
export const beitragslaufEntity = v.strictObject({
  LaufId: v.number(),
  Bezeichnung: v.string(),
  Rechnungsdatum: v.string(),
  FaelligAm: v.string(),
  ErstelltAm: v.string(),
  Von: v.string(),
  ...laufZahlenFelder,
  /** True when the run has a print PDF (members without e-mail). */
  HatDruck: v.boolean(),
});
export type Beitragslauf = v.InferOutput<typeof beitragslaufEntity>;

/** Cents as the wire's francs. */
export const inFranken = fromCents;
/** The rule as stored, read defensively (an unknown value counts as the default). */
export function mehrfachRegelAus(s: string | null | undefined): MehrfachRegel {
  return s === 'summe' ? 'summe' : 'hoechster';
}
