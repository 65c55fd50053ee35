/**
 * A bank's camt.054 credit notification as a test needs it: one booked entry per payment with its bank key,
 * amount, date, reference (QRR or RF, or none) and payer; `storno` makes it a reversal (DBIT + RvslInd).
 */
export interface CamtTestZahlung {
  eintrag: string;
  betrag: number;
  datum: string;
  referenz?: string | null;
  zahler?: string;
  mitteilung?: string;
  storno?: boolean;
}

export function camt054(iban: string, zahlungen: CamtTestZahlung[]): string {
  const eintraege = zahlungen
    .map((z) => {
      const betrag = z.betrag.toFixed(2);
      const ref = z.referenz
        ? `<CdtrRefInf><Tp><CdOrPrtry>${z.referenz.startsWith('RF') ? '<Cd>SCOR</Cd>' : '<Prtry>QRR</Prtry>'}</CdOrPrtry></Tp><Ref>${z.referenz}</Ref></CdtrRefInf>`
        : '';
      const rmt =
        ref || z.mitteilung
          ? `<RmtInf>${ref ? `<Strd>${ref}</Strd>` : ''}${z.mitteilung ? `<Ustrd>${z.mitteilung}</Ustrd>` : ''}</RmtInf>`
          : '';
      return `<Ntry>
  <Amt Ccy="CHF">${betrag}</Amt>
  <CdtDbtInd>${z.storno ? 'DBIT' : 'CRDT'}</CdtDbtInd>${z.storno ? '\n  <RvslInd>true</RvslInd>' : ''}
  <Sts><Cd>BOOK</Cd></Sts>
  <BookgDt><Dt>${z.datum}</Dt></BookgDt>
  <ValDt><Dt>${z.datum}</Dt></ValDt>
  <AcctSvcrRef>${z.eintrag}</AcctSvcrRef>
  <NtryDtls><TxDtls>
    <Refs><AcctSvcrRef>${z.eintrag}-1</AcctSvcrRef></Refs>
    <Amt Ccy="CHF">${betrag}</Amt>
    <CdtDbtInd>${z.storno ? 'DBIT' : 'CRDT'}</CdtDbtInd>
    ${z.zahler ? `<RltdPties><Dbtr><Nm>${z.zahler}</Nm></Dbtr></RltdPties>` : ''}
    ${rmt}
  </TxDtls></NtryDtls>
</Ntry>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
<BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>MSG-TEST</MsgId><CreDtTm>2027-03-01T18:00:00</CreDtTm></GrpHdr>
<Ntfctn>
<Id>NTF-TEST</Id>
<CreDtTm>2027-03-01T18:00:00</CreDtTm>
<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>CHF</Ccy></Acct>
${eintraege}
</Ntfctn>
</BkToCstmrDbtCdtNtfctn>
</Document>
`;
}

/** The file as the api-client uploads it (multipart part `datei`). */
export function bankdatei(xml: string, name = 'camt054.xml') {
  return { jsondata: {}, dateien: { datei: { datei: new Blob([xml], { type: 'application/xml' }), name } } };
}
