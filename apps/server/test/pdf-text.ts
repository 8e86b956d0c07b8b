/**
 * The text of an uncompressed pdfkit PDF, for tests: pdfkit writes each line as a TJ array of
 * hex strings (split where kerning applies), so the words are joined back per array.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...(m[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
      Buffer.from(h[1] ?? '', 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}
