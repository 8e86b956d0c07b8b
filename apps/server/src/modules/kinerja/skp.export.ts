/**
 * The SKP as a PDF, in the layout of the form of PermenPANRB 6/2022 (docs/kinerja.md "SKP dan
 * evaluasi tahunan"): the institution, 'SASARAN KINERJA PEGAWAI' and the period; the identity
 * block PEGAWAI YANG DINILAI / PEJABAT PENILAI KINERJA from the contract's header snapshot; the
 * Hasil Kerja lines (utama, then tambahan); the seven BerAKHLAK values of Perilaku Kerja with
 * the superior's notes; the ratings and predikat once evaluated; and the signatures.
 *
 * Drawn like the leave letter (cuti-letter.export.ts): pdfkit's standard Helvetica, content
 * uncompressed (searchable, small), blocks measured before they are drawn so a page breaks
 * only between whole blocks. A4 landscape: the results table has seven columns.
 */
import {
  BERAKHLAK,
  EKSPEKTASI_RATING_LABELS,
  type EkspektasiRating,
  formatIndonesianDate,
  PREDIKAT_LABELS,
  type Predikat,
} from '@sikerja/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client.ts';
import { kinerjaContracts, kinerjaLines } from '../../db/schema/kinerja.ts';
import { measurementUnits, ranks } from '../../db/schema/masters.ts';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';

type Doc = InstanceType<typeof PDFDocument>;

const PAGE_WIDTH = 842;
const PAGE_HEIGHT = 595;
const LEFT = 40;
const WIDTH = PAGE_WIDTH - 2 * LEFT;
const PAGE_TOP = 24;
const PAGE_BOTTOM = PAGE_HEIGHT - 22;
const PAD = 2;
const FONT_SIZE = 7.5;
const SIGN_SPACE = 30;

interface Cell {
  text: string;
  width: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** No border (the signature block). */
  plain?: boolean;
}

function font(doc: Doc, bold?: boolean): Doc {
  return doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
}

function textHeight(doc: Doc, text: string, width: number, bold?: boolean): number {
  return font(doc, bold).heightOfString(text || ' ', { width });
}

/** Rows of cells kept together on one page, each row as tall as its tallest cell. */
class Block {
  private readonly rows: { cells: Cell[]; height: number; gap: number }[] = [];

  constructor(private readonly doc: Doc) {}

  get height(): number {
    return this.rows.reduce((sum, r) => sum + r.gap + r.height, 0);
  }

  row(cells: Cell[], { minHeight = 12, gap = 0 } = {}): this {
    const height = Math.max(
      minHeight,
      ...cells.map((c) => textHeight(this.doc, c.text, c.width - 2 * PAD, c.bold) + 2 * PAD),
    );
    this.rows.push({ cells, height, gap });
    return this;
  }

  draw(y: number): number {
    let top = y;
    for (const { cells, height, gap } of this.rows) {
      top += gap;
      let x = LEFT;
      for (const c of cells) {
        if (!c.plain) this.doc.rect(x, top, c.width, height).stroke();
        if (c.text) {
          font(this.doc, c.bold).text(c.text, x + PAD, top + PAD, {
            width: c.width - 2 * PAD,
            align: c.align ?? 'left',
          });
        }
        x += c.width;
      }
      top += height;
    }
    return top;
  }
}

/** Places blocks, starting a page (and repeating a table's header) when one would not fit. */
class Layout {
  y = PAGE_TOP;
  /** Drawn at the top of a new page while a table runs on. */
  repeat: (() => Block) | null = null;

  constructor(private readonly doc: Doc) {}

  block(): Block {
    return new Block(this.doc);
  }

  place(block: Block) {
    if (this.y + block.height > PAGE_BOTTOM) {
      this.doc.addPage();
      this.y = PAGE_TOP;
      if (this.repeat) this.y = this.repeat().draw(this.y);
    }
    this.y = block.draw(this.y);
  }
}

function rankText(name: string | null, code: string | null): string {
  if (!name) return '-';
  return code ? `${name} (${code})` : name;
}

function number(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toLocaleString('id-ID', { maximumFractionDigits: 2 });
}

async function person(db: DbOrTx, userId: number | null) {
  if (userId === null) return null;
  const [u] = await db
    .select({ name: users.name, nip: users.nip, rank: ranks.name, rankCode: ranks.code })
    .from(users)
    .leftJoin(ranks, eq(ranks.id, users.rankId))
    .where(eq(users.id, userId));
  return u ?? null;
}

/** Renders the SKP of contract `id` (the caller's access is checked by the route). */
export async function renderSkp(db: DbOrTx, id: number): Promise<{ pdf: Buffer; name: string }> {
  const [c] = await db.select().from(kinerjaContracts).where(eq(kinerjaContracts.id, id));
  if (!c) throw AppError.notFound('Kontrak kinerja tidak ditemukan.');
  const [me, boss] = await Promise.all([person(db, c.userId), person(db, c.superiorUserId)]);
  if (!me) throw AppError.notFound('Kontrak kinerja tidak ditemukan.');
  const posIds = [c.positionId, c.superiorPositionId].filter((x): x is number => x !== null);
  const unitIds = [c.unitId, c.superiorUnitId].filter((x): x is number => x !== null);
  const posNames = new Map(
    (
      await db
        .select({ id: positions.id, name: positions.name })
        .from(positions)
        .where(inArray(positions.id, posIds))
    ).map((p) => [p.id, p.name]),
  );
  const unitNames = new Map(
    (
      await db
        .select({ id: workUnits.id, name: workUnits.name })
        .from(workUnits)
        .where(inArray(workUnits.id, unitIds))
    ).map((u) => [u.id, u.name]),
  );
  const lines = await db
    .select({
      l: kinerjaLines,
      uraian: taskDescriptions.description,
      satuan: measurementUnits.name,
    })
    .from(kinerjaLines)
    .leftJoin(taskDescriptions, eq(taskDescriptions.id, kinerjaLines.taskDescriptionId))
    .leftJoin(measurementUnits, eq(measurementUnits.id, kinerjaLines.measurementUnitId))
    .where(eq(kinerjaLines.contractId, id))
    .orderBy(asc(kinerjaLines.sortOrder), asc(kinerjaLines.id));
  const [inst] = await db.select({ name: institutionSettings.name }).from(institutionSettings);

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: PAGE_TOP, bottom: 10, left: LEFT, right: LEFT },
    compress: false,
  });
  doc.info.Title = `SKP ${me.name} ${c.year}`;
  doc.info.Author = inst?.name ?? 'Sikerja';
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  // Header.
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text((inst?.name ?? '').toUpperCase(), LEFT, PAGE_TOP, { width: WIDTH, align: 'center' });
  doc.fontSize(12).text('SASARAN KINERJA PEGAWAI', { width: WIDTH, align: 'center' });
  doc.fontSize(9).text('PENDEKATAN HASIL KERJA KUANTITATIF', { width: WIDTH, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `PERIODE PENILAIAN: ${formatIndonesianDate(c.periodStart).toUpperCase()} SAMPAI DENGAN ${formatIndonesianDate(c.periodEnd).toUpperCase()}`,
      { width: WIDTH, align: 'center' },
    );
  const layout = new Layout(doc);
  layout.y = doc.y + 8;

  // Identity: PEGAWAI YANG DINILAI | PEJABAT PENILAI KINERJA.
  const half = WIDTH / 2;
  const [noW, labelW] = [24, 90];
  const valueW = half - noW - labelW;
  const identity = layout.block().row([
    { text: 'NO', width: noW, bold: true, align: 'center' },
    { text: 'PEGAWAI YANG DINILAI', width: half - noW, bold: true },
    { text: 'NO', width: noW, bold: true, align: 'center' },
    { text: 'PEJABAT PENILAI KINERJA', width: half - noW, bold: true },
  ]);
  const pos = (pid: number | null) => (pid === null ? '-' : (posNames.get(pid) ?? '-'));
  const unit = (uid: number | null) => (uid === null ? '-' : (unitNames.get(uid) ?? '-'));
  const idRows: [string, string, string][] = [
    ['NAMA', me.name, boss?.name ?? '-'],
    ['NIP', me.nip ?? '-', boss?.nip ?? '-'],
    [
      'PANGKAT/GOL',
      rankText(me.rank, me.rankCode),
      rankText(boss?.rank ?? null, boss?.rankCode ?? null),
    ],
    ['JABATAN', pos(c.positionId), pos(c.superiorPositionId)],
    ['UNIT KERJA', unit(c.unitId), unit(c.superiorUnitId)],
  ];
  idRows.forEach(([label, mine, theirs], i) => {
    identity.row([
      { text: String(i + 1), width: noW, align: 'center' },
      { text: label, width: labelW },
      { text: mine, width: valueW },
      { text: String(i + 1), width: noW, align: 'center' },
      { text: label, width: labelW },
      { text: theirs, width: valueW },
    ]);
  });
  layout.place(identity);

  // Hasil kerja.
  const cols = { no: 24, rhk: 382, kuantitas: 70, satuan: 90, kualitas: 60, waktu: 60, bobot: 76 };
  const header = () =>
    layout
      .block()
      .row([{ text: 'HASIL KERJA', width: WIDTH, bold: true }], { gap: 6 })
      .row([
        { text: 'NO', width: cols.no, bold: true, align: 'center' },
        { text: 'RENCANA HASIL KERJA / INDIKATOR KINERJA INDIVIDU', width: cols.rhk, bold: true },
        { text: 'TARGET KUANTITAS', width: cols.kuantitas, bold: true, align: 'center' },
        { text: 'SATUAN', width: cols.satuan, bold: true, align: 'center' },
        { text: 'KUALITAS (%)', width: cols.kualitas, bold: true, align: 'center' },
        { text: 'WAKTU (BULAN)', width: cols.waktu, bold: true, align: 'center' },
        { text: 'BOBOT (%)', width: cols.bobot, bold: true, align: 'center' },
      ]);
  const lineRow = (b: Block, n: number, line: (typeof lines)[number]) =>
    b.row([
      { text: String(n), width: cols.no, align: 'center' },
      {
        text:
          (line.uraian ?? line.l.proposedName ?? '-') +
          (line.l.taskDescriptionId === null ? ' (usulan pegawai)' : ''),
        width: cols.rhk,
      },
      { text: number(line.l.quantity), width: cols.kuantitas, align: 'center' },
      { text: line.satuan ?? '-', width: cols.satuan, align: 'center' },
      { text: number(line.l.quality), width: cols.kualitas, align: 'center' },
      { text: String(line.l.months), width: cols.waktu, align: 'center' },
      { text: number(line.l.weight), width: cols.bobot, align: 'center' },
    ]);
  const groups: [string, typeof lines][] = [
    ['A. UTAMA', lines.filter((l) => l.l.dutyKind === 'utama')],
    ['B. TAMBAHAN', lines.filter((l) => l.l.dutyKind !== 'utama')],
  ];
  // The header, the first group's title and its first line stay together.
  let first: Block | null = header();
  for (const [title, group] of groups) {
    const head = (first ?? layout.block()).row([{ text: title, width: WIDTH, bold: true }]);
    first = null;
    if (group.length === 0) {
      head.row([{ text: '-', width: WIDTH, align: 'center' }]);
      layout.place(head);
    }
    group.forEach((line, i) => {
      const b = i === 0 ? head : layout.block();
      lineRow(b, i + 1, line);
      layout.place(b);
      layout.repeat = header;
    });
  }
  const totalWeight = lines
    .filter((l) => l.l.dutyKind === 'utama')
    .reduce((sum, l) => sum + l.l.weight, 0);
  layout.place(
    layout.block().row([
      {
        text: 'JUMLAH BOBOT HASIL KERJA UTAMA',
        width: WIDTH - cols.bobot,
        bold: true,
        align: 'right',
      },
      { text: number(totalWeight), width: cols.bobot, bold: true, align: 'center' },
    ]),
  );
  layout.repeat = null;

  // Perilaku kerja (BerAKHLAK) with the superior's notes (ekspektasi khusus / umpan balik).
  const notes = c.behaviourNotes ?? {};
  const pk = { no: 24, value: 560 };
  const pkHeader = () =>
    layout
      .block()
      .row([{ text: 'PERILAKU KERJA (BerAKHLAK)', width: WIDTH, bold: true }], { gap: 6 })
      .row([
        { text: 'NO', width: pk.no, bold: true, align: 'center' },
        { text: 'PERILAKU KERJA', width: pk.value, bold: true },
        {
          text: 'EKSPEKTASI KHUSUS PIMPINAN / CATATAN PENILAI',
          width: WIDTH - pk.no - pk.value,
          bold: true,
        },
      ]);
  BERAKHLAK.forEach((b, i) => {
    const block = i === 0 ? pkHeader() : layout.block();
    block.row([
      { text: String(i + 1), width: pk.no, align: 'center' },
      {
        text: `${b.name}: ${b.behaviours.join('; ')}.`,
        width: pk.value,
      },
      { text: notes[b.code] ?? '', width: WIDTH - pk.no - pk.value },
    ]);
    layout.place(block);
    layout.repeat = pkHeader;
  });
  layout.repeat = null;

  // The annual evaluation, once given.
  if (c.predikat && c.resultRating && c.behaviourRating) {
    const third = WIDTH / 3;
    const rating = (r: string | null) =>
      EKSPEKTASI_RATING_LABELS[r as EkspektasiRating].toUpperCase();
    layout.place(
      layout
        .block()
        .row([{ text: 'EVALUASI KINERJA TAHUNAN', width: WIDTH, bold: true }], { gap: 6 })
        .row([
          { text: `RATING HASIL KERJA: ${rating(c.resultRating)}`, width: third },
          { text: `RATING PERILAKU KERJA: ${rating(c.behaviourRating)}`, width: third },
          {
            text: `PREDIKAT KINERJA PEGAWAI: ${PREDIKAT_LABELS[c.predikat as Predikat].toUpperCase()}`,
            width: WIDTH - 2 * third,
            bold: true,
          },
        ]),
    );
  }

  // Signatures: the person at the left, the superior with place and date at the right.
  const signedOn = c.evaluatedAt ?? c.approvedAt;
  const dateLine = signedOn
    ? `........................, ${formatIndonesianDate(signedOn.toISOString().slice(0, 10))}`
    : '........................, ........................';
  const sw = 260;
  const gapW = WIDTH - 2 * sw;
  const plain = (text: string, bold = false): Cell[] => [
    { text, width: sw, align: 'center', plain: true, bold },
  ];
  const signatures = layout.block();
  const sig = (left: string, right: string, bold = false, minHeight = 12) =>
    signatures.row(
      [...plain(left, bold), { text: '', width: gapW, plain: true }, ...plain(right, bold)],
      { minHeight },
    );
  sig('', dateLine, false, 12);
  sig('Pegawai yang Dinilai,', 'Pejabat Penilai Kinerja,');
  sig('', '', false, SIGN_SPACE);
  sig(me.name, boss?.name ?? '-', true);
  sig(`NIP. ${me.nip ?? '-'}`, `NIP. ${boss?.nip ?? '-'}`);
  layout.y += 6;
  layout.place(signatures);

  doc.end();
  await done;
  const safe = me.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { pdf: Buffer.concat(chunks), name: `skp-${safe}-${c.year}.pdf` };
}
