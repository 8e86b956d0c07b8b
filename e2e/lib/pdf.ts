/**
 * Reading the app's PDFs in browser tests. pdfkit's output here is uncompressed: each line of
 * text is a TJ array of hex strings, split where kerning applies.
 */

/** The lines of text of a pdfkit PDF. */
export function pdfLines(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
}

/** The text of a pdfkit PDF, a line per TJ array. */
export function pdfText(pdf: Buffer): string {
  return pdfLines(pdf).join('\n');
}

/** How many pages the PDF's page tree holds. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** True when the bytes start as a PDF does. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString() === '%PDF-';
}
