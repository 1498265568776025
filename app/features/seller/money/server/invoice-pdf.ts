import PDFDocument from "pdfkit";
import type { Invoice } from "#app/features/leads/billing/invoice";
import { LOCALE } from "#app/shared/i18n/lang";
import { invoiceSheet } from "../invoice-sheet";
import { scriptRuns } from "../rules/script-runs";
import deva from "./fonts/NotoSansDevanagari-Regular.ttf.bin";
import latin from "./fonts/NotoSans-Regular.ttf.bin";

// The tax invoice as a PDF (docs/decisions/167), drawn from the same sheet as the printable page.
// pdfkit lays text out with fontkit, which shapes Devanagari by the font's OpenType tables
// (conjuncts, reordered vowel signs, reph), and embeds only the glyphs used. This module and its
// fonts are imported on demand (app/features/seller/money/server/money.ts), so no page carries them.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const WIDTH = A4.width - 2 * MARGIN;
const INK = "#1f2933";
const SOFT = "#52606d";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Writes a line whose runs each take the font of their script, continuing on one line. The two
 * fonts have different ascents, so each run sits on the alphabetic baseline, one em below the
 * line's top, instead of hanging from its own ascent.
 */
function write(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions & { size?: number; color?: string } = {}, at?: { x: number; y: number }) {
  const { size = 10, color = INK, ...rest } = options;
  const runs = scriptRuns(text);
  const top = at ?? { x: doc.x, y: doc.y };
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, i) => {
    doc.font(run.script);
    const more = i < runs.length - 1;
    const how = { ...rest, baseline: "alphabetic" as const, lineGap: 2, continued: more };
    if (i === 0) doc.text(run.text, top.x, top.y + size, how);
    else doc.text(run.text, how);
  });
  doc.y -= size;
}

function rule(doc: Doc) {
  doc.moveDown(0.4).strokeColor("#cbd2d9").lineWidth(0.7).moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).stroke().moveDown(0.5);
}

/** Label and value on one line: the label at the left, the value right-aligned. */
function pair(doc: Doc, label: string, value: string, size = 10) {
  const y = doc.y;
  write(doc, label, { size, width: WIDTH / 2 }, { x: MARGIN, y });
  const below = doc.y;
  write(doc, value, { size, width: WIDTH / 2, align: "right" }, { x: MARGIN + WIDTH / 2, y });
  doc.y = Math.max(below, doc.y);
  doc.x = MARGIN;
}

export async function invoicePdf(invoice: Invoice): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = invoiceSheet(invoice);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // No default font: the standard Helvetica would be read from files a Worker does not have.
    font: null as unknown as string,
    lang: LOCALE[sheet.lang],
    info: { Title: `${sheet.title} ${invoice.number}`, Author: invoice.supplier.name },
  });
  doc.registerFont("deva", new Uint8Array(deva) as unknown as Buffer);
  doc.registerFont("latin", new Uint8Array(latin) as unknown as Buffer);
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  write(doc, sheet.title, { size: 18 }, { x: MARGIN, y: MARGIN });
  write(doc, sheet.original, { size: 9, color: SOFT });
  rule(doc);
  for (const [label, value] of sheet.facts) pair(doc, label, value);
  rule(doc);
  const top = doc.y;
  let bottom = top;
  [sheet.supplier, sheet.recipient].forEach((party, i) => {
    const x = MARGIN + i * (WIDTH / 2 + 6);
    write(doc, party.heading, { size: 11 }, { x, y: top });
    for (const line of party.lines) write(doc, line, { size: 9.5, width: WIDTH / 2 - 6 }, { x, y: doc.y });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
  rule(doc);
  // The one line of service: description first, then SAC, quantity, rate and value in columns.
  write(doc, `${sheet.item.heading}: ${sheet.item.text}`, { size: 10, width: WIDTH });
  doc.moveDown(0.3);
  for (const [label, value] of sheet.item.details) pair(doc, label, value);
  rule(doc);
  for (const [label, value] of sheet.amounts) pair(doc, label, value);
  pair(doc, sheet.total[0], sheet.total[1], 12);
  rule(doc);
  write(doc, `${sheet.words[0]}: ${sheet.words[1]}`, { size: 10, width: WIDTH });
  doc.moveDown(0.5);
  for (const note of sheet.notes) write(doc, note, { size: 9, color: SOFT, width: WIDTH });

  doc.end();
  await ended;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
