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
import { cutiApprovalJoin, cutiStatus } from './cuti-status.ts';

type Doc = InstanceType<typeof PDFDocument>;

const LEFT = 40;
const WIDTH = 515;
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

interface Cell {
  text: string;
  width: number;
  bold?: boolean;
  align?: 'left' | 'center';
}

/** One table row: cells side by side, bordered, as tall as the tallest text. */
function row(doc: Doc, y: number, cells: Cell[], minHeight = 16): number {
  const pad = 3;
  let height = minHeight;
  for (const c of cells) {
    doc.font(c.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    height = Math.max(
      height,
      doc.heightOfString(c.text || ' ', { width: c.width - 2 * pad }) + 2 * pad,
    );
  }
  let x = LEFT;
  for (const c of cells) {
    doc.rect(x, y, c.width, height).stroke();
    doc
      .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .text(c.text, x + pad, y + pad, { width: c.width - 2 * pad, align: c.align ?? 'left' });
    x += c.width;
  }
  return y + height;
}

function heading(doc: Doc, y: number, text: string): number {
  return row(doc, y + 6, [{ text, width: WIDTH, bold: true }]);
}

function signature(doc: Doc, y: number, label: string, name: string, nip: string | null): number {
  const x = LEFT + WIDTH - 200;
  doc.font('Helvetica').fontSize(8.5).text(label, x, y, { width: 200, align: 'center' });
  doc.text(name, x, y + 40, { width: 200, align: 'center', underline: true });
  doc.text(`NIP. ${nip ?? '-'}`, x, y + 52, { width: 200, align: 'center' });
  return y + 66;
}

function decisionBlock(
  doc: Doc,
  y: number,
  title: string,
  step: (TApprovalStep & { nip: string | null }) | undefined,
  role: string,
): number {
  let next = heading(doc, y, title);
  const w = WIDTH / 4;
  next = row(
    doc,
    next,
    DECISIONS.map(([, label]) => ({ text: label, width: w, align: 'center' as const })),
  );
  next = row(
    doc,
    next,
    DECISIONS.map(([kind]) => ({
      text: step?.decision === kind ? 'V' : '',
      width: w,
      align: 'center' as const,
      bold: true,
    })),
  );
  if (step?.note) next = row(doc, next, [{ text: `Catatan: ${step.note}`, width: WIDTH }]);
  const who = step?.decided_by?.name ?? '(belum diputuskan)';
  const an = step?.on_behalf_of ? `a.n. ${step.on_behalf_of.name}\n` : '';
  return signature(doc, next + 6, `${an}${role}`, who, step?.nip ?? null);
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

  const doc = new PDFDocument({ size: 'A4', margin: LEFT, compress: false });
  doc.info.Title = `Surat Cuti ${r.name}`;
  doc.info.Author = inst?.name ?? 'Sikerja';
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const created = new Date(r.c.createdAt).toISOString().slice(0, 10);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${formatDate(created)}`, LEFT, 40, { width: WIDTH, align: 'right' });
  doc.text(
    'Kepada Yth.\nPejabat yang Berwenang Memberikan Cuti\ndi tempat',
    LEFT + WIDTH - 220,
    54,
    { width: 220 },
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('FORMULIR PERMINTAAN DAN PEMBERIAN CUTI', LEFT, 100, {
      width: WIDTH,
      align: 'center',
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(inst?.name ?? '', LEFT, 114, { width: WIDTH, align: 'center' });

  let y = heading(doc, 126, 'I. DATA PEGAWAI');
  y = row(doc, y, [
    { text: 'Nama', width: 80 },
    { text: r.name, width: 190 },
    { text: 'NIP', width: 70 },
    { text: r.nip ?? '-', width: 175 },
  ]);
  y = row(doc, y, [
    { text: 'Jabatan', width: 80 },
    { text: r.position ?? '-', width: 190 },
    { text: 'Masa Kerja', width: 70 },
    { text: serviceLength(r.tmtCpns, created), width: 175 },
  ]);
  y = row(doc, y, [
    { text: 'Unit Kerja', width: 80 },
    { text: r.unit ?? '-', width: 435 },
  ]);

  y = heading(doc, y, 'II. JENIS CUTI YANG DIAMBIL');
  for (let i = 0; i < TYPE_BOXES.length; i += 2) {
    const pair = TYPE_BOXES.slice(i, i + 2);
    y = row(
      doc,
      y,
      pair.flatMap(([code, label]) => [
        { text: label, width: 222 },
        { text: code === r.typeCode ? 'V' : '', width: 35, align: 'center' as const, bold: true },
      ]),
    );
  }
  if (!TYPE_BOXES.some(([code]) => code === r.typeCode)) {
    y = row(doc, y, [{ text: `Lainnya: ${r.typeName}`, width: WIDTH }]);
  }

  y = heading(doc, y, 'III. ALASAN CUTI');
  y = row(doc, y, [{ text: r.c.reason, width: WIDTH }]);

  const end = effectiveEnd(r.c);
  y = heading(doc, y, 'IV. LAMANYA CUTI');
  y = row(doc, y, [
    { text: 'Selama', width: 60 },
    { text: `${r.c.days} ${UNIT_WORDS[r.typeUnit] ?? 'hari'}`, width: 110 },
    { text: 'mulai tanggal', width: 80 },
    { text: formatDate(r.c.startDate), width: 110 },
    { text: 's/d', width: 30, align: 'center' },
    { text: formatDate(end), width: 125 },
  ]);

  y = heading(doc, y, 'V. CATATAN CUTI');
  y = row(doc, y, [
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
    y = row(doc, y, [
      { text: '', width: 257 },
      { text: `N${yy === year ? '' : `-${year - yy}`} (${yy})`, width: 80 },
      { text: sisa, width: 60 },
      { text: ket, width: 118 },
    ]);
  }

  y = heading(doc, y, 'VI. ALAMAT SELAMA MENJALANKAN CUTI');
  y = row(doc, y, [
    { text: r.c.address, width: 335 },
    { text: `Telp. ${r.c.phone}`, width: 180 },
  ]);
  y = signature(doc, y + 6, 'Hormat saya,', r.name, r.nip);

  y = decisionBlock(
    doc,
    y,
    'VII. PERTIMBANGAN ATASAN LANGSUNG',
    lastAt('atasan'),
    'Atasan Langsung',
  );
  if (y > 690) {
    doc.addPage();
    y = 40;
  }
  decisionBlock(
    doc,
    y,
    'VIII. KEPUTUSAN PEJABAT YANG BERWENANG MEMBERIKAN CUTI',
    lastAt('penjabat'),
    'Pejabat yang Berwenang Memberikan Cuti',
  );
  doc.end();
  await done;
  const safe = r.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { pdf: Buffer.concat(chunks), name: `surat-cuti-${safe}-${r.c.startDate}.pdf` };
}
