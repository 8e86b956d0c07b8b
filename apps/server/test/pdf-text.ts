/**
 * The text of an uncompressed pdfkit PDF, for tests: pdfkit writes each line as a TJ array of
 * hex strings (split where kerning applies), so the words are joined back per array.
 */
export function pdfText(pdf: Buffer): string {
  return textOfStream(pdf.toString('latin1'));
}

function textOfStream(raw: string): string {
  const lines: string[] = [];
  for (const m of raw.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...(m[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
      Buffer.from(h[1] ?? '', 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}

/**
 * The text of each page, in page order: the page tree's /Kids, each page's /Contents stream.
 * Its length is the page count.
 */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g))
    objects.set(Number(m[1]), m[2] ?? '');
  const tree = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body));
  const kids = /\/Kids \[([^\]]*)\]/.exec(tree ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const page = objects.get(Number(kid[1])) ?? '';
    const contents = /\/Contents (\d+) 0 R/.exec(page)?.[1];
    return textOfStream(objects.get(Number(contents)) ?? '');
  });
}
