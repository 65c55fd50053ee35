/**
 * Real PDFs for tests: a one-page document with a correct cross-reference table, which the server's
 * PDF check (pdf-lib) parses. `pdfBytes(groesse)` pads it to exactly that many bytes with a comment
 * line after the header, so size limits can be tested to the byte.
 */

const OBJEKTE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];

function baue(fuellung: number): Buffer {
  let pdf = '%PDF-1.4\n';
  if (fuellung > 0) pdf += `%${'x'.repeat(fuellung)}\n`;
  const offsets: number[] = [];
  OBJEKTE.forEach((obj, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${OBJEKTE.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${OBJEKTE.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A valid one-page PDF; exactly `groesse` bytes long when given. */
export function pdfBytes(groesse?: number): Uint8Array {
  const basis = baue(0);
  if (groesse === undefined || groesse === basis.length) return new Uint8Array(basis);
  // The comment line costs two bytes beyond its filler, and the startxref number may grow by a digit.
  let fuellung = groesse - basis.length - 2;
  for (let versuch = 0; versuch < 4 && fuellung >= 0; versuch++) {
    const pdf = baue(fuellung);
    if (pdf.length === groesse) return new Uint8Array(pdf);
    fuellung += groesse - pdf.length;
  }
  throw new Error(`Kein PDF mit genau ${groesse} Bytes möglich`);
}

/** The same PDF as a Blob, as the client uploads it. */
export function pdfBlob(groesse?: number): Blob {
  return new Blob([pdfBytes(groesse)], { type: 'application/pdf' });
}
