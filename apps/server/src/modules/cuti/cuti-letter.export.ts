/**
 * The leave letter: "Formulir Permintaan dan Pemberian Cuti" in the layout of the BKN form
 * (Lampiran Perban BKN 24/2017): sections I–VIII, with the atasan's consideration and the
 * PYBMC's decision ticked as recorded in the approval history. Drawn with pdfkit's standard
 * Helvetica (no font files to ship); content streams are left uncompressed, so the text can be
 * searched and the file stays a few kilobytes.
 */

import type { TApprovalStep } from '@sikerja/contracts';
import { eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { approvalHistory } from '../../platform/workflow/approval.service.ts';
import { loadBalance } from './balance.repository.ts';
import { effectiveEnd } from './cuti.workflow.ts';
import { formatDate } from './cuti-format.rules.ts';
import { cutiApprovalJoin, cutiStatus } from './cuti-status.rules.ts';

type Doc = InstanceType<typeof PDFDocument>;

const LEFT = 40;
const WIDTH = 515;
/** The signature cells' column, at the right as on the BKN form. */
const SIGNATURE_WIDTH = 200;
const TYPE_BOXES = [
  ['CT', '1. Cuti Tahunan'],
  ['CB', '2. Cuti Besar'],
  ['CS', '3. Cuti Sakit'],
  ['CM', '4. Cuti Melahirkan'],
  ['CAP', '5. Cuti Karena Alasan Penting'],
  ['CLTN', '6. Cuti di Luar Tanggungan Negara'],
] as const;
const UNIT_WORDS: Record<string, string> = {
  working_days: 'hari kerja',
  calendar_days: 'hari',
  months: 'hari',
  years: 'hari',
};
const DECISIONS = [
  ['approve', 'DISETUJUI'],
  ['change', 'PERUBAHAN'],
  ['defer', 'DITANGGUHKAN'],
  ['reject', 'TIDAK DISETUJUI'],
] as const;

interface Signature {
  /** 'Hormat saya,' or the signer's role, with 'a.n. …' above it when signed on behalf. */
  label: string;
  name: string;
  nip: string | null;
}

interface Cell {
  text: string;
  width: number;
  bold?: boolean;
  align?: 'left' | 'center';
  /** A signature under the text: the label, room to sign, the name underlined, the NIP. */
  signature?: Signature;
}

const PAD = 3;
const FONT_SIZE = 8;
/** Room to sign between the signature's label and the name. */
const SIGN_SPACE = 24;
const PAGE_TOP = 30;
/** The lowest y a block may reach: A4's 842 pt less the bottom margin. */
const PAGE_BOTTOM = 842 - 30;

function font(doc: Doc, bold?: boolean): Doc {
  return doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
}

function textHeight(doc: Doc, text: string, width: number, bold?: boolean): number {
  return font(doc, bold).heightOfString(text || ' ', { width });
}

function signatureHeight(doc: Doc, s: Signature, width: number): number {
  return (
    textHeight(doc, s.label, width) +
    SIGN_SPACE +
    textHeight(doc, s.name, width) +
    textHeight(doc, `NIP. ${s.nip ?? '-'}`, width)
  );
}

function cellHeight(doc: Doc, c: Cell): number {
  const width = c.width - 2 * PAD;
  const text = c.text ? textHeight(doc, c.text, width, c.bold) : 0;
  const signature = c.signature ? signatureHeight(doc, c.signature, width) : 0;
  return Math.max(text + (c.text && c.signature ? 6 : 0) + signature, textHeight(doc, ' ', width));
}

function drawSignature(doc: Doc, s: Signature, x: number, y: number, width: number) {
  const options = { width, align: 'center' as const };
  font(doc).text(s.label, x, y, options);
  let next = y + textHeight(doc, s.label, width) + SIGN_SPACE;
  font(doc).text(s.name, x, next, { ...options, underline: true });
  next += textHeight(doc, s.name, width);
  font(doc).text(`NIP. ${s.nip ?? '-'}`, x, next, options);
}

/**
 * A part of the letter that stays on one page: rows of bordered cells, each row as tall as its
 * tallest cell. It is measured before it is drawn, so the page breaks only between blocks.
 */
class Block {
  private readonly rows: { cells: Cell[]; height: number; gap: number }[] = [];

  constructor(private readonly doc: Doc) {}

  get height(): number {
    return this.rows.reduce((sum, r) => sum + r.gap + r.height, 0);
  }

  row(cells: Cell[], { minHeight = 14, gap = 0 } = {}): this {
    const height = Math.max(minHeight, ...cells.map((c) => cellHeight(this.doc, c) + 2 * PAD));
    this.rows.push({ cells, height, gap });
    return this;
  }

  heading(text: string): this {
    return this.row([{ text, width: WIDTH, bold: true }], { gap: 5 });
  }

  draw(y: number): number {
    let top = y;
    for (const { cells, height, gap } of this.rows) {
      top += gap;
      let x = LEFT;
      for (const c of cells) {
        const width = c.width - 2 * PAD;
        this.doc.rect(x, top, c.width, height).stroke();
        if (c.text) {
          font(this.doc, c.bold).text(c.text, x + PAD, top + PAD, {
            width,
            align: c.align ?? 'left',
          });
        }
        if (c.signature) {
          const above = c.text ? textHeight(this.doc, c.text, width, c.bold) + 6 : 0;
          drawSignature(this.doc, c.signature, x + PAD, top + PAD + above, width);
        }
        x += c.width;
      }
      top += height;
    }
    return top;
  }
}

/** Draws the letter block by block, starting a page when the next block would not fit whole. */
class Layout {
  y: number;

  constructor(
    private readonly doc: Doc,
    y: number,
  ) {
    this.y = y;
  }

  block(): Block {
    return new Block(this.doc);
  }

  place(block: Block) {
    if (this.y + block.height > PAGE_BOTTOM) {
      this.doc.addPage();
      this.y = PAGE_TOP;
    }
    this.y = block.draw(this.y);
  }
}

function decisionBlock(
  layout: Layout,
  title: string,
  step: (TApprovalStep & { nip: string | null }) | undefined,
  role: string,
): Block {
  const w = WIDTH / 4;
  const an = step?.on_behalf_of ? `a.n. ${step.on_behalf_of.name}\n` : '';
  return layout
    .block()
    .heading(title)
    .row(DECISIONS.map(([, label]) => ({ text: label, width: w, align: 'center' as const })))
    .row(
      DECISIONS.map(([kind]) => ({
        text: step?.decision === kind ? 'V' : '',
        width: w,
        align: 'center' as const,
        bold: true,
      })),
    )
    .row([
      { text: step?.note ? `Catatan: ${step.note}` : '', width: WIDTH - SIGNATURE_WIDTH },
      {
        text: '',
        width: SIGNATURE_WIDTH,
        signature: {
          label: `${an}${role}`,
          name: step?.decided_by?.name ?? '(belum diputuskan)',
          nip: step?.nip ?? null,
        },
      },
    ]);
}

function serviceLength(start: string | null, on: string): string {
  if (!start) return '-';
  const months =
    (Number(on.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    (Number(on.slice(5, 7)) - Number(start.slice(5, 7))) -
    (on.slice(8, 10) < start.slice(8, 10) ? 1 : 0);
  return `${Math.floor(months / 12)} tahun ${months % 12} bulan`;
}

/** Renders the approved request `id` of `userId` (or any, for personnel) as a PDF buffer. */
export async function renderCutiLetter(
  db: DbOrTx,
  id: number,
): Promise<{ pdf: Buffer; name: string }> {
  const [r] = await db
    .select({
      c: cutiRequests,
      name: users.name,
      nip: users.nip,
      tmtCpns: users.tmtCpns,
      position: positions.name,
      unit: workUnits.name,
      typeCode: leaveTypes.code,
      typeName: leaveTypes.name,
      typeUnit: leaveTypes.durationUnit,
      status: cutiStatus,
    })
    .from(cutiRequests)
    .innerJoin(approvals, cutiApprovalJoin)
    .innerJoin(users, eq(users.id, cutiRequests.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .where(eq(cutiRequests.id, id));
  if (r?.status !== 'approved') {
    throw AppError.notFound('Surat cuti tersedia setelah cuti disetujui.');
  }
  const [inst] = await db.select({ name: institutionSettings.name }).from(institutionSettings);
  const steps = r.c.approvalId
    ? ((await approvalHistory(db, [r.c.approvalId])).get(r.c.approvalId) ?? [])
    : [];
  const deciderIds = steps.map((s) => s.decided_by?.id).filter((x): x is number => x !== undefined);
  const nips = new Map(
    (deciderIds.length
      ? await db
          .select({ id: users.id, nip: users.nip })
          .from(users)
          .where(inArray(users.id, deciderIds))
      : []
    ).map((u) => [u.id, u.nip]),
  );
  const lastAt = (level: string) => {
    const s = steps
      .filter((x) => x.level === level && x.decision !== 'submit' && x.decision !== 'skip')
      .at(-1);
    return s ? { ...s, nip: s.decided_by ? (nips.get(s.decided_by.id) ?? null) : null } : undefined;
  };
  const balance = r.typeCode === 'CT' ? await loadBalance(db, r.c.userId, r.c.year) : null;

  // The bottom margin lies below PAGE_BOTTOM, so pdfkit never breaks a page inside a block.
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_TOP, bottom: 20, left: LEFT, right: LEFT },
    compress: false,
  });
  doc.info.Title = `Surat Cuti ${r.name}`;
  doc.info.Author = inst?.name ?? 'Sikerja';
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const created = new Date(r.c.createdAt).toISOString().slice(0, 10);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${formatDate(created)}`, LEFT, PAGE_TOP, { width: WIDTH, align: 'right' });
  doc.text(
    'Kepada Yth.\nPejabat yang Berwenang Memberikan Cuti\ndi tempat',
    LEFT + WIDTH - 220,
    PAGE_TOP + 12,
    { width: 220 },
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('FORMULIR PERMINTAAN DAN PEMBERIAN CUTI', LEFT, PAGE_TOP + 50, {
      width: WIDTH,
      align: 'center',
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(inst?.name ?? '', LEFT, PAGE_TOP + 63, { width: WIDTH, align: 'center' });

  const layout = new Layout(doc, PAGE_TOP + 72);
  layout.place(
    layout
      .block()
      .heading('I. DATA PEGAWAI')
      .row([
        { text: 'Nama', width: 80 },
        { text: r.name, width: 190 },
        { text: 'NIP', width: 70 },
        { text: r.nip ?? '-', width: 175 },
      ])
      .row([
        { text: 'Jabatan', width: 80 },
        { text: r.position ?? '-', width: 190 },
        { text: 'Masa Kerja', width: 70 },
        { text: serviceLength(r.tmtCpns, created), width: 175 },
      ])
      .row([
        { text: 'Unit Kerja', width: 80 },
        { text: r.unit ?? '-', width: 435 },
      ]),
  );

  const types = layout.block().heading('II. JENIS CUTI YANG DIAMBIL');
  // Three types to a row, each with its box: two rows, not the form's three.
  for (let i = 0; i < TYPE_BOXES.length; i += 3) {
    const three = TYPE_BOXES.slice(i, i + 3);
    types.row(
      three.flatMap(([code, label], j) => [
        { text: label, width: j === 2 ? 145 : 143 },
        { text: code === r.typeCode ? 'V' : '', width: 28, align: 'center' as const, bold: true },
      ]),
    );
  }
  if (!TYPE_BOXES.some(([code]) => code === r.typeCode)) {
    types.row([{ text: `Lainnya: ${r.typeName}`, width: WIDTH }]);
  }
  layout.place(types);

  layout.place(
    layout
      .block()
      .heading('III. ALASAN CUTI')
      .row([{ text: r.c.reason, width: WIDTH }]),
  );

  const end = effectiveEnd(r.c);
  layout.place(
    layout
      .block()
      .heading('IV. LAMANYA CUTI')
      .row([
        { text: 'Selama', width: 60 },
        { text: `${r.c.days} ${UNIT_WORDS[r.typeUnit] ?? 'hari'}`, width: 110 },
        { text: 'mulai tanggal', width: 80 },
        { text: formatDate(r.c.startDate), width: 110 },
        { text: 's/d', width: 30, align: 'center' },
        { text: formatDate(end), width: 125 },
      ]),
  );

  const notesBlock = layout
    .block()
    .heading('V. CATATAN CUTI')
    .row([
      { text: '1. CUTI TAHUNAN', width: 257, bold: true },
      { text: 'Tahun', width: 80, bold: true },
      { text: 'Sisa', width: 60, bold: true },
      { text: 'Keterangan', width: 118, bold: true },
    ]);
  const year = r.c.year;
  const notes: [number, string, string][] = balance
    ? [
        [year - 2, String(balance.carried_n2), 'sisa N-2'],
        [year - 1, String(balance.carried_n1), 'sisa N-1'],
        [year, String(balance.remaining), `hak ${balance.entitlement} hari`],
      ]
    : [
        [year - 2, '-', ''],
        [year - 1, '-', ''],
        [year, '-', ''],
      ];
  for (const [yy, sisa, ket] of notes) {
    notesBlock.row([
      { text: '', width: 257 },
      { text: `N${yy === year ? '' : `-${year - yy}`} (${yy})`, width: 80 },
      { text: sisa, width: 60 },
      { text: ket, width: 118 },
    ]);
  }
  layout.place(notesBlock);

  // The address and, beside it as on the BKN form, the phone and the applicant's signature.
  layout.place(
    layout
      .block()
      .heading('VI. ALAMAT SELAMA MENJALANKAN CUTI')
      .row([
        { text: r.c.address, width: WIDTH - SIGNATURE_WIDTH },
        {
          text: `Telp. ${r.c.phone}`,
          width: SIGNATURE_WIDTH,
          signature: { label: 'Hormat saya,', name: r.name, nip: r.nip },
        },
      ]),
  );

  layout.place(
    decisionBlock(layout, 'VII. PERTIMBANGAN ATASAN LANGSUNG', lastAt('atasan'), 'Atasan Langsung'),
  );
  layout.place(
    decisionBlock(
      layout,
      'VIII. KEPUTUSAN PEJABAT YANG BERWENANG MEMBERIKAN CUTI',
      lastAt('penjabat'),
      'Pejabat yang Berwenang Memberikan Cuti',
    ),
  );
  doc.end();
  await done;
  const safe = r.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { pdf: Buffer.concat(chunks), name: `surat-cuti-${safe}-${r.c.startDate}.pdf` };
}
