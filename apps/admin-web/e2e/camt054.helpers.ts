/** Bank files for the specs: a bank's camt.054 credit notification, as the operator and a club's treasurer read them in. */
import { isoTage } from './fixtures';

/** One credit: the bank's key `eintrag`, the amount in CHF, the QRR or RF reference (else the payer's message), the payer. */
export interface Gutschrift {
  eintrag: string;
  betrag: number;
  referenz?: string;
  mitteilung?: string;
  zahler?: string;
}

/** A camt.054 for the account `iban` with one booked credit per entry on `datum`; `nachricht` names the file (MsgId, Id). */
export function camt054(iban: string, gutschriften: Gutschrift[], nachricht: string, datum = isoTage(0)): string {
  const eintraege = gutschriften
    .map((z) => {
      const art = z.referenz?.startsWith('RF') ? '<Cd>SCOR</Cd>' : '<Prtry>QRR</Prtry>';
      // Without a reference the payer wrote a message (paid by hand in the e-banking).
      const rmtInf = z.referenz
        ? `<Strd><CdtrRefInf><Tp><CdOrPrtry>${art}</CdOrPrtry></Tp><Ref>${z.referenz}</Ref></CdtrRefInf></Strd>`
        : `<Ustrd>${z.mitteilung ?? ''}</Ustrd>`;
      const zahler = z.zahler ? `\n            <RltdPties><Dbtr><Pty><Nm>${z.zahler}</Nm></Pty></Dbtr></RltdPties>` : '';
      const betrag = z.betrag.toFixed(2);
      return `      <Ntry>
        <Amt Ccy="CHF">${betrag}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${datum}</Dt></BookgDt>
        <ValDt><Dt>${datum}</Dt></ValDt>
        <AcctSvcrRef>${z.eintrag}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${z.eintrag}-1</AcctSvcrRef></Refs>
            <Amt Ccy="CHF">${betrag}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>${zahler}
            <RmtInf>${rmtInf}</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>MSG-${nachricht}</MsgId><CreDtTm>${datum}T18:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-${nachricht}</Id>
      <CreDtTm>${datum}T18:00:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>CHF</Ccy></Acct>
${eintraege}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
