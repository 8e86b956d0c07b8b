/**
 * The letter as a PDF (docs/surat-tugas.md "Cetak"): the institution's letterhead (logo, name,
 * a double rule), 'SURAT TUGAS' and the number, Dasar, 'MEMBERI TUGAS' Kepada (the travellers in
 * a table), Untuk (purpose, period, destination, transport), the place and date and the signing
 * official, and the tembusan. Drawn with pdfkit's standard Helvetica, uncompressed, as the leave
 * letter is (cuti-letter.export.ts). Each part is measured before it is drawn and moves whole to
 * a new page when it does not fit, so a long list of travellers never splits a signature.
 * A letter not yet approved carries 'KONSEP' at the top: the preview shows it as it will be
 * signed, marked as not signed yet.
 */
import { formatIndonesianDate, type TSuratTugasRow } from '@sikerja/contracts';
import { eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client.ts';
import { positions } from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { findFile, openFile, type StorageConfig } from '../files/files.api.ts';

type Doc = InstanceType<typeof PDFDocument>;

const LEFT = 60;
const WIDTH = 475;
const PAGE_TOP = 40;
const PAGE_BOTTOM = 842 - 40;
const LABEL = 70;

function days(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

async function logoBytes(db: DbOrTx, storage: StorageConfig | null): Promise<Buffer | null> {
  if (!storage) return null;
  const [inst] = await db
    .select({ logo: institutionSettings.logoDarkFileId })
    .from(institutionSettings);
  if (!inst?.logo) return null;
  const file = await findFile(db, inst.logo);
  if (!file || !['image/png', 'image/jpeg'].includes(file.mimeType)) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const c of await openFile(storage, file)) chunks.push(Buffer.from(c));
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/** A part of the letter drawn at y, returning its height; measured by drawing nothing. */
type Part = (doc: Doc, y: number, draw: boolean) => number;

function textPart(
  label: string,
  body: string,
  options: { bold?: boolean; gap?: number } = {},
): Part {
  return (doc, y, draw) => {
    doc.font('Helvetica').fontSize(10);
    const h = Math.max(
      doc.heightOfString(label || ' ', { width: LABEL }),
      doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').heightOfString(body || ' ', {
        width: WIDTH - LABEL - 12,
      }),
    );
    if (draw) {
      doc.font('Helvetica').text(label, LEFT, y, { width: LABEL });
      if (label) doc.text(':', LEFT + LABEL, y, { width: 10 });
      doc
        .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(body, LEFT + LABEL + 12, y, { width: WIDTH - LABEL - 12, align: 'justify' });
    }
    return h + (options.gap ?? 8);
  };
}

function centred(text: string, size: number, bold = true, gap = 4): Part {
  return (doc, y, draw) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const h = doc.heightOfString(text, { width: WIDTH });
    if (draw) doc.text(text, LEFT, y, { width: WIDTH, align: 'center' });
    return h + gap;
  };
}

/** Renders a letter row (as the API gives it) as a PDF buffer. */
export async function renderLetterPdf(
  db: DbOrTx,
  letter: TSuratTugasRow,
  storage: StorageConfig | null,
): Promise<{ pdf: Buffer; name: string }> {
  const [inst] = await db
    .select({ name: institutionSettings.name, shortName: institutionSettings.shortName })
    .from(institutionSettings);
  const logo = await logoBytes(db, storage);
  const staffIds = letter.travellers.flatMap((t) => (t.user_id ? [t.user_id] : []));
  const positionOf = new Map(
    (staffIds.length
      ? await db
          .select({ id: users.id, position: positions.name })
          .from(users)
          .leftJoin(positions, eq(positions.id, users.positionId))
          .where(inArray(users.id, [...staffIds, letter.signer.id]))
      : []
    ).map((r) => [r.id, r.position]),
  );
  const [signerPos] = await db
    .select({ position: positions.name })
    .from(users)
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(eq(users.id, letter.signer.id));

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_TOP, bottom: 20, left: LEFT, right: LEFT },
    compress: false,
  });
  doc.info.Title = `Surat Tugas ${letter.number}`;
  doc.info.Author = inst?.name ?? 'Sikerja';
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  // Letterhead.
  const head: Part = (d, y, draw) => {
    if (draw) {
      if (logo) {
        try {
          d.image(logo, LEFT, y, { fit: [60, 60] });
        } catch {
          // An image pdfkit cannot read leaves the emblem out rather than the letter.
        }
      } else {
        d.circle(LEFT + 30, y + 30, 28)
          .lineWidth(1.5)
          .stroke();
        d.font('Helvetica-Bold')
          .fontSize(9)
          .text((inst?.shortName ?? 'SIKERJA').slice(0, 10), LEFT + 2, y + 26, {
            width: 56,
            align: 'center',
          });
      }
      d.font('Helvetica')
        .fontSize(11)
        .text('KEMENTERIAN PERHUBUNGAN', LEFT + 70, y + 4, {
          width: WIDTH - 70,
          align: 'center',
        });
      d.font('Helvetica')
        .fontSize(10)
        .text('BADAN PENGEMBANGAN SUMBER DAYA MANUSIA PERHUBUNGAN', LEFT + 70, y + 19, {
          width: WIDTH - 70,
          align: 'center',
        });
      d.font('Helvetica-Bold')
        .fontSize(13)
        .text((inst?.name ?? 'Sikerja').toUpperCase(), LEFT + 70, y + 34, {
          width: WIDTH - 70,
          align: 'center',
        });
      const ruleY = y + 68;
      d.moveTo(LEFT, ruleY)
        .lineTo(LEFT + WIDTH, ruleY)
        .lineWidth(2)
        .stroke();
      d.moveTo(LEFT, ruleY + 3)
        .lineTo(LEFT + WIDTH, ruleY + 3)
        .lineWidth(0.5)
        .stroke();
    }
    return 84;
  };

  const travellerTable: Part = (d, y, draw) => {
    const cols = [
      { title: 'No', w: 25 },
      { title: 'Nama', w: 160 },
      { title: 'NIP / NIT', w: 120 },
      { title: 'Jabatan', w: WIDTH - LABEL - 12 - 305 },
    ];
    const x0 = LEFT + LABEL + 12;
    d.font('Helvetica').fontSize(9);
    const rows = [
      cols.map((c) => c.title),
      ...letter.travellers.map((t, i) => [
        String(i + 1),
        t.name,
        t.identifier ?? '-',
        t.kind === 'taruna' ? 'Taruna' : (positionOf.get(t.user_id ?? 0) ?? '-'),
      ]),
    ];
    let cy = y;
    rows.forEach((cells, ri) => {
      const h =
        Math.max(...cells.map((c, i) => d.heightOfString(c, { width: (cols[i]?.w ?? 50) - 6 }))) +
        6;
      if (draw) {
        let cx = x0;
        cells.forEach((c, i) => {
          const w = cols[i]?.w ?? 50;
          d.rect(cx, cy, w, h).lineWidth(0.5).stroke();
          d.font(ri === 0 ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(9)
            .text(c, cx + 3, cy + 3, { width: w - 6 });
          cx += w;
        });
      }
      cy += h;
    });
    return cy - y + 8;
  };

  const destination =
    letter.destination_kind === 'luar_negeri'
      ? `${letter.city}, ${letter.country}`
      : `${letter.city}, Provinsi ${letter.province}`;
  const n = days(letter.start_date, letter.end_date);
  const period =
    letter.start_date === letter.end_date
      ? formatIndonesianDate(letter.start_date)
      : `${formatIndonesianDate(letter.start_date)} s.d. ${formatIndonesianDate(letter.end_date)}`;

  const signature: Part = (d, y, draw) => {
    const x = LEFT + WIDTH - 220;
    const lines = [
      `Tanggal ${formatIndonesianDate(letter.letter_date)}`,
      signerPos?.position ?? 'Pejabat yang memberi tugas',
    ];
    d.font('Helvetica').fontSize(10);
    let h = 0;
    for (const line of lines) h += d.heightOfString(line, { width: 220 });
    const total = h + 50 + 28;
    if (draw) {
      let cy = y;
      for (const line of lines) {
        d.text(line, x, cy, { width: 220 });
        cy += d.heightOfString(line, { width: 220 });
      }
      cy += 50;
      d.font('Helvetica-Bold').text(letter.signer.name, x, cy, { width: 220, underline: true });
      cy += 14;
      d.font('Helvetica').text(`NIP. ${letter.signer.nip ?? '-'}`, x, cy, { width: 220 });
    }
    return total + 12;
  };

  const copyTo: Part = (d, y, draw) => {
    if (letter.copy_to.length === 0) return 0;
    d.font('Helvetica').fontSize(9);
    const lines = ['Tembusan:', ...letter.copy_to.map((c, i) => `${i + 1}. ${c}`)];
    let cy = y;
    for (const line of lines) {
      const h = d.heightOfString(line, { width: WIDTH });
      if (draw) d.text(line, LEFT, cy, { width: WIDTH });
      cy += h;
    }
    return cy - y;
  };

  const parts: Part[] = [
    head,
    ...(letter.status === 'approved'
      ? []
      : [centred(`KONSEP — ${statusWord(letter)}`, 9, true, 6)]),
    centred('SURAT TUGAS', 14, true, 2),
    centred(`Nomor: ${letter.number}`, 10, false, 14),
    textPart('Dasar', letter.basis, { gap: 10 }),
    centred('MEMBERI TUGAS', 11, true, 10),
    textPart('Kepada', ''),
    travellerTable,
    textPart('Untuk', letter.purpose),
    textPart('', `Waktu pelaksanaan: ${period} (${n} hari).`),
    textPart('', `Tempat tujuan: ${destination}.`),
    textPart('', `Kendaraan: ${letter.transport}.`),
    textPart(
      '',
      'Demikian surat tugas ini dibuat untuk dilaksanakan dengan penuh tanggung jawab dan melaporkan hasilnya kepada pejabat yang memberi tugas.',
      { gap: 16 },
    ),
    signature,
    copyTo,
  ];
  let y = PAGE_TOP;
  for (const part of parts) {
    const h = part(doc, y, false);
    if (y + h > PAGE_BOTTOM && y > PAGE_TOP) {
      doc.addPage();
      y = PAGE_TOP;
    }
    part(doc, y, true);
    y += h;
  }
  doc.end();
  await done;
  const safe = letter.number.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { pdf: Buffer.concat(chunks), name: `surat-tugas-${safe}.pdf` };
}

function statusWord(letter: TSuratTugasRow): string {
  switch (letter.status) {
    case 'draft':
      return 'belum diajukan';
    case 'pending':
      return 'menunggu persetujuan';
    case 'returned':
      return 'dikembalikan untuk perbaikan';
    case 'cancelled':
      return 'dibatalkan';
    case 'approved':
      return 'disetujui';
  }
}
