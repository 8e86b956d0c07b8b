/**
 * The travel documents as PDF (docs/surat-tugas.md "Administrasi perjalanan", "Pembayaran"):
 * the SPD (Surat Perjalanan Dinas, lembar I and II), the daftar pengeluaran riil and the
 * kuitansi. pdfkit with the standard Helvetica, uncompressed, as the letter
 * (surat-tugas-letter.export.ts) and the leave letter, so the tests can read the text.
 */
import {
  formatIndonesianDate,
  TRAVEL_PAYMENT_LABELS,
  type TTravelDetail,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { rupiahWords } from './rupiah-words.ts';
import { withholding } from './travel.rules.ts';
import type { paymentForReceipt } from './travel.service.ts';

type Doc = InstanceType<typeof PDFDocument>;
const LEFT = 50;
const WIDTH = 495;
const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Signatory {
  name: string;
  nip: string | null;
}

/**
 * The institution's name and the PPK and Bendahara Pengeluaran of `/admin/setting` (null while
 * unset: the document keeps a blank line to sign).
 */
async function institution(db: DbOrTx) {
  const ppk = alias(users, 'ppk');
  const bendahara = alias(users, 'bendahara');
  const [inst] = await db
    .select({
      name: institutionSettings.name,
      ppkName: ppk.name,
      ppkNip: ppk.nip,
      bendaharaName: bendahara.name,
      bendaharaNip: bendahara.nip,
    })
    .from(institutionSettings)
    .leftJoin(ppk, eq(ppk.id, institutionSettings.ppkUserId))
    .leftJoin(bendahara, eq(bendahara.id, institutionSettings.bendaharaUserId));
  const person = (name: string | null | undefined, nip: string | null | undefined) =>
    name ? { name, nip: nip ?? null } : null;
  return {
    name: inst?.name ?? 'Sikerja',
    ppk: person(inst?.ppkName, inst?.ppkNip),
    bendahara: person(inst?.bendaharaName, inst?.bendaharaNip),
  };
}

const BLANK = '(.................................)';
/** The name and NIP lines under a signature, or the blank line to fill in by hand. */
const signedBy = (who: Signatory | null) =>
  who ? [who.name, `NIP ${who.nip ?? '-'}`] : [BLANK, 'NIP ..............................'];
const nameAndNip = (who: Signatory | null) =>
  who ? `${who.name}${who.nip ? ` / NIP ${who.nip}` : ''}` : '';

function start(title: string, author: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 30, left: LEFT, right: LEFT },
    compress: false,
  });
  doc.info.Title = title;
  doc.info.Author = author;
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  return { doc, done };
}

function header(doc: Doc, inst: string, title: string, sub?: string) {
  doc.font('Helvetica-Bold').fontSize(12).text(inst.toUpperCase(), LEFT, 40, {
    width: WIDTH,
    align: 'center',
  });
  const y = doc.y + 4;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(1.5)
    .stroke();
  doc
    .moveTo(LEFT, y + 3)
    .lineTo(LEFT + WIDTH, y + 3)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(title, LEFT, y + 14, { width: WIDTH, align: 'center' });
  if (sub) doc.font('Helvetica').fontSize(10).text(sub, { width: WIDTH, align: 'center' });
  doc.moveDown(1);
}

/** Label : value rows, numbered when `numbered`. */
function rows(doc: Doc, items: [string, string][], numbered = false) {
  doc.fontSize(10);
  items.forEach(([label, value], i) => {
    const y = doc.y;
    const x = numbered ? LEFT + 20 : LEFT;
    if (numbered) doc.font('Helvetica').text(`${i + 1}.`, LEFT, y, { width: 18 });
    doc.font('Helvetica').text(label, x, y, { width: 190 - (x - LEFT) });
    const h1 = doc.y - y;
    doc.text(':', LEFT + 195, y, { width: 8 });
    doc.text(value || '-', LEFT + 205, y, { width: WIDTH - 205 });
    const h2 = doc.y - y;
    doc.y = y + Math.max(h1, h2) + 4;
  });
}

/**
 * A signature block: the heading lines, room to sign, then the name lines (`names`, usually the
 * name and the NIP). Gives the y under the block.
 */
function signature(doc: Doc, x: number, y: number, heads: string[], names: string[], width = 220) {
  doc.font('Helvetica').fontSize(10);
  heads.forEach((l, i) => {
    doc.text(l, x, y + i * 13, { width });
  });
  const below = y + heads.length * 13 + 50;
  names.forEach((l, i) => {
    doc.text(l, x, below + i * 13, { width });
  });
  return below + names.length * 13;
}

const fmt = (d: string) => formatIndonesianDate(d);

/** SPD lembar I (the travel order) and lembar II (arrivals and departures, signed on the way). */
export async function renderSpdPdf(db: DbOrTx, detail: TTravelDetail) {
  const { name: inst, ppk } = await institution(db);
  const r = detail.row;
  const { doc, done } = start(`SPD ${r.number} ${r.name}`, inst);
  header(doc, inst, 'SURAT PERJALANAN DINAS (SPD)', `Lembar I — berdasarkan ${r.number}`);
  rows(
    doc,
    [
      ['Pejabat Pembuat Komitmen', nameAndNip(ppk) || '(PPK)'],
      ['Nama / NIP pegawai yang melaksanakan perjalanan dinas', `${r.name} / ${r.nip ?? '-'}`],
      [
        'Jabatan, golongan, tingkat biaya',
        [
          detail.traveller.position,
          detail.traveller.golongan ? `Golongan ${detail.traveller.golongan}` : null,
          detail.traveller.official_rank?.replace('_', ' '),
        ]
          .filter(Boolean)
          .join(', '),
      ],
      ['Maksud perjalanan dinas', r.purpose],
      ['Tempat tujuan', r.destination],
      [
        'Lamanya perjalanan dinas',
        `${detail.days} hari, ${fmt(r.start_date)} s.d. ${fmt(r.end_date)}`,
      ],
      ['Pembebanan anggaran', r.budget_account ?? 'Belum ditetapkan'],
      ['Rincian biaya (SBM)', detail.plan ? rp(detail.plan.total) : 'Belum dibuat'],
      ['Keterangan lain-lain', ''],
    ],
    true,
  );
  signature(doc, LEFT + 270, doc.y + 20, ['Pejabat Pembuat Komitmen,'], signedBy(ppk));

  doc.addPage();
  header(doc, inst, 'SURAT PERJALANAN DINAS (SPD)', 'Lembar II');
  const stops = ['I', 'II', 'III', 'IV'];
  const boxH = 120;
  stops.forEach((n, i) => {
    const y = doc.y;
    doc.rect(LEFT, y, WIDTH, boxH).lineWidth(0.5).stroke();
    doc
      .moveTo(LEFT + WIDTH / 2, y)
      .lineTo(LEFT + WIDTH / 2, y + boxH)
      .stroke();
    doc.font('Helvetica').fontSize(9);
    doc.text(`${n}. Tiba di : ${i === 0 ? r.destination : '..............'}`, LEFT + 6, y + 6, {
      width: WIDTH / 2 - 12,
    });
    doc.text('Pada tanggal : ..............', LEFT + 6, y + 20, { width: WIDTH / 2 - 12 });
    doc.text('Kepala : ..............', LEFT + 6, y + 34, { width: WIDTH / 2 - 12 });
    doc.text('Berangkat dari : ..............', LEFT + WIDTH / 2 + 6, y + 6, {
      width: WIDTH / 2 - 12,
    });
    doc.text('Ke : ..............', LEFT + WIDTH / 2 + 6, y + 20, { width: WIDTH / 2 - 12 });
    doc.text('Pada tanggal : ..............', LEFT + WIDTH / 2 + 6, y + 34, {
      width: WIDTH / 2 - 12,
    });
    doc.text('(tanda tangan dan cap)', LEFT + 6, y + boxH - 18, { width: WIDTH / 2 - 12 });
    doc.text('(tanda tangan dan cap)', LEFT + WIDTH / 2 + 6, y + boxH - 18, {
      width: WIDTH / 2 - 12,
    });
    doc.y = y + boxH + 6;
  });
  // The PPK's closing statement of lembar II (PMK 113/PMK.05/2012, lampiran: the SPD form).
  const y = doc.y + 4;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      'V. Telah diperiksa dengan keterangan bahwa perjalanan tersebut atas perintahnya dan semata-mata untuk kepentingan jabatan dalam waktu yang sesingkat-singkatnya.',
      LEFT,
      y,
      { width: 250 },
    );
  signature(doc, LEFT + 270, y, ['Pejabat Pembuat Komitmen,'], signedBy(ppk));
  doc.end();
  return { pdf: await done, name: `spd-${r.traveller_id}.pdf` };
}

/** The daftar pengeluaran riil: the at-cost lines reported without a receipt. */
export async function renderRiilPdf(db: DbOrTx, detail: TTravelDetail) {
  const { name: inst, ppk } = await institution(db);
  const r = detail.row;
  const lines = detail.lines.filter((l) => l.pengeluaran_riil);
  const { doc, done } = start(`Daftar Pengeluaran Riil ${r.name}`, inst);
  header(doc, inst, 'DAFTAR PENGELUARAN RIIL');
  doc.font('Helvetica').fontSize(10);
  doc.text('Yang bertanda tangan di bawah ini:', LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.5);
  rows(doc, [
    ['Nama', r.name],
    ['NIP', r.nip ?? '-'],
    ['Jabatan', detail.traveller.position ?? '-'],
  ]);
  doc.moveDown(0.5);
  doc.text(
    `berdasarkan Surat Tugas nomor ${r.number} tanggal ${fmt(r.start_date)}, dengan ini kami menyatakan dengan sesungguhnya bahwa biaya berikut yang tidak dapat diperoleh bukti-bukti pengeluarannya meliputi:`,
    LEFT,
    doc.y,
    { width: WIDTH, align: 'justify' },
  );
  doc.moveDown(0.5);
  const total = lines.reduce((s, l) => s + (l.actual ?? 0), 0);
  if (lines.length === 0) {
    doc.text('(tidak ada: semua biaya riil disertai bukti)', LEFT, doc.y, { width: WIDTH });
  }
  lines.forEach((l, i) => {
    const y = doc.y;
    doc.text(`${i + 1}. ${l.rule}`, LEFT, y, { width: 360 });
    const h = doc.y - y;
    doc.text(rp(l.actual ?? 0), LEFT + 370, y, { width: WIDTH - 370, align: 'right' });
    doc.y = y + h + 4;
  });
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Bold')
    .text(`Jumlah: ${rp(total)}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').text(`Terbilang: ${capitalise(rupiahWords(total))}`, LEFT, doc.y, {
    width: WIDTH,
  });
  doc.moveDown(0.8);
  doc.text(
    'Jumlah uang tersebut benar-benar dikeluarkan untuk pelaksanaan perjalanan dinas dimaksud, dan apabila di kemudian hari terdapat kelebihan atas pembayaran, kami bersedia menyetorkan kelebihan tersebut ke kas negara.',
    LEFT,
    doc.y,
    { width: WIDTH, align: 'justify' },
  );
  const y = doc.y + 24;
  signature(doc, LEFT, y, ['Mengetahui/Menyetujui,', 'Pejabat Pembuat Komitmen'], signedBy(ppk));
  signature(doc, LEFT + 270, y, ['Pelaksana SPD,', ''], [r.name, `NIP ${r.nip ?? '-'}`]);
  doc.end();
  return { pdf: await done, name: `pengeluaran-riil-${r.traveller_id}.pdf` };
}

/** The kuitansi of one payment: who received how much, in figures and in words, for what. */
export async function renderKuitansiPdf(
  db: DbOrTx,
  p: Awaited<ReturnType<typeof paymentForReceipt>>,
) {
  const { name: inst, ppk, bendahara } = await institution(db);
  const { payment, trip } = p;
  const { doc, done } = start(`Kuitansi ${payment.receiptNumber}`, inst);
  const returning = payment.kind === 'pengembalian';
  header(
    doc,
    inst,
    returning ? 'TANDA TERIMA PENGEMBALIAN' : 'KUITANSI',
    `Nomor ${payment.receiptNumber}`,
  );
  const l = trip.letter;
  const dest = `${l.city}, ${l.destinationKind === 'luar_negeri' ? l.country : l.province}`;
  const treasurer = `Bendahara Pengeluaran${bendahara ? ` (${bendahara.name})` : ''}`;
  const traveller = `${trip.name} (NIP ${trip.nip ?? '-'})`;
  // docs/surat-tugas.md "Pajak": gross, the PPh withheld and the net paid; words of the net.
  const { net } = withholding(payment.amount, payment.pph);
  const amounts: [string, string][] = returning
    ? [
        ['Banyaknya uang', rp(payment.amount)],
        ['Terbilang', capitalise(rupiahWords(payment.amount))],
      ]
    : [
        ['Jumlah bruto', rp(payment.amount)],
        ['PPh dipotong', rp(payment.pph)],
        ['Jumlah dibayar (neto)', rp(net)],
        ['Terbilang', capitalise(rupiahWords(net))],
      ];
  rows(doc, [
    ['Sudah terima dari', returning ? traveller : treasurer],
    [returning ? 'Diterima oleh' : 'Penerima', returning ? treasurer : traveller],
    ...amounts,
    [
      'Untuk pembayaran',
      `${TRAVEL_PAYMENT_LABELS[payment.kind as 'uang_muka']} perjalanan dinas ke ${dest} ${fmt(l.startDate)} s.d. ${fmt(l.endDate)} berdasarkan Surat Tugas ${l.number}: ${l.purpose}`,
    ],
    ['Kode anggaran', `${p.account} ${p.accountName}`],
    ['Tanggal', fmt(payment.paidAt)],
  ]);
  const y = doc.y + 24;
  const travellerSigns = [trip.name, `NIP ${trip.nip ?? '-'}`];
  if (returning) {
    signature(doc, LEFT, y, ['Diterima oleh,', 'Bendahara Pengeluaran'], signedBy(bendahara));
    signature(doc, LEFT + 270, y, ['Yang menyerahkan,', ''], travellerSigns);
  } else {
    // Three signatures, as the SPD kuitansi: the PPK approves, the bendahara pays, the
    // traveller receives.
    const w = 155;
    signature(doc, LEFT, y, ['Setuju dibayar,', 'Pejabat Pembuat Komitmen'], signedBy(ppk), w);
    signature(
      doc,
      LEFT + 170,
      y,
      ['Lunas dibayar,', 'Bendahara Pengeluaran'],
      signedBy(bendahara),
      w,
    );
    signature(doc, LEFT + 340, y, ['Yang menerima,', ''], travellerSigns, w);
  }
  doc.end();
  return { pdf: await done, name: `kuitansi-${payment.id}.pdf` };
}
