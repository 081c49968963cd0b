/**
 * Every PDF of the portal (purchase order, agreement, help manual, purchase terms, demo documents)
 * through pdfkit with the embedded, subsetted Noto Sans SC (./fonts.ts; D-520, D-521), in one print
 * layout (D-522): on every page the company header with the document's name, number and version, a
 * footer with the generation time in the company's time zone and "page n of m" in both languages;
 * tables repeat their header row on each page they continue on; totals right-aligned.
 * Rendering is synchronous: pdfkit's stream is read to its end after `end()`.
 */
import { translate } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import PDFDocument from 'pdfkit';
import { pdfFont } from './fonts';

export type PdfTextKind = 'title' | 'subtitle' | 'heading' | 'para' | 'bullet';

export type PdfBlock =
  | { kind: PdfTextKind; text: string }
  /** Label / value pairs in two columns of pairs (header data). */
  | { kind: 'fields'; rows: [label: string, value: string][] }
  /** A table; its header row is repeated on every page it continues on. */
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][] }
  /** Right-aligned totals under a table. */
  | { kind: 'totals'; rows: [label: string, value: string][] };

export interface PdfColumn {
  title: string;
  /** Share of the text width (the shares of a table add up to 1 or less). */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfDocument {
  /** The document information dictionary. */
  title: string;
  author: string;
  /** The page header's right side: the document's name, number and version. */
  header: { title: string; number?: string; version?: string | number };
  blocks: PdfBlock[];
  /** When the document was generated: the footer (in `timeZone`) and the creation date. Fixed for static documents, so the same source gives the same bytes. */
  generatedAt: Date;
  timeZone: string;
}

const MARGIN_X = 48;
const MARGIN_TOP = 78;
const MARGIN_BOTTOM = 64;
const GRAY = '#555555';
const RULE = '#999999';
const HEAD_FILL = '#eeeeee';
const CELL_PAD = 3;

const STYLE: Record<PdfTextKind, { size: number; bold: boolean; before: number; indent: number }> = {
  title: { size: 17, bold: true, before: 0, indent: 0 },
  subtitle: { size: 10.5, bold: false, before: 3, indent: 0 },
  heading: { size: 12, bold: true, before: 12, indent: 0 },
  para: { size: 9.5, bold: false, before: 4, indent: 0 },
  bullet: { size: 9.5, bold: false, before: 2, indent: 12 },
};

type Doc = InstanceType<typeof PDFDocument>;

const both = (key: string, params?: Record<string, string | number>) => `${translate(key, 'zh', params)} · ${translate(key, 'en', params)}`;
const font = (doc: Doc, bold: boolean, size: number) => doc.font(bold ? 'bold' : 'regular').fontSize(size);
const bottom = (doc: Doc) => doc.page.height - MARGIN_BOTTOM;
const textWidth = (doc: Doc) => doc.page.width - 2 * MARGIN_X;

/** Starts a new page when fewer than `height` points are left. */
function ensure(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function textBlock(doc: Doc, kind: PdfTextKind, text: string): void {
  const style = STYLE[kind];
  font(doc, style.bold, style.size);
  const width = textWidth(doc) - style.indent;
  const lead = doc.currentLineHeight(true);
  doc.y += style.before;
  // A heading keeps at least two lines of what follows.
  ensure(doc, kind === 'heading' ? lead * 3 : Math.min(doc.heightOfString(text, { width }), lead * 2));
  if (kind === 'bullet') {
    // Drawn, not a character: Noto Sans SC gives • the glyph of · (U+00B7), and a glyph has one
    // ToUnicode entry, so a bullet character would make every · of the document extract as •.
    doc.circle(MARGIN_X + style.indent - 6, doc.y + style.size * 0.72, 1.6).fill('black');
  }
  doc.text(text, MARGIN_X + style.indent, doc.y, { width });
}

function fieldsBlock(doc: Doc, rows: [string, string][]): void {
  const half = textWidth(doc) / 2;
  const labelW = half * 0.42;
  font(doc, false, 9);
  for (let i = 0; i < rows.length; i += 2) {
    const pair = rows.slice(i, i + 2);
    const height = Math.max(...pair.map(([l, v]) => Math.max(doc.font('bold').heightOfString(l, { width: labelW - 4 }), doc.font('regular').heightOfString(v, { width: half - labelW - 8 })))) + 3;
    ensure(doc, height);
    const y = doc.y;
    pair.forEach(([label, value], n) => {
      const x = MARGIN_X + n * half;
      doc.font('bold').fillColor(GRAY).text(label, x, y, { width: labelW - 4 });
      doc.font('regular').fillColor('black').text(value, x + labelW, y, { width: half - labelW - 8 });
    });
    doc.x = MARGIN_X;
    doc.y = y + height;
  }
}

/** Draws one row measured at `height` (tableBlock measures each row once). */
function tableRow(doc: Doc, columns: PdfColumn[], cells: string[], header: boolean, height: number): void {
  const total = textWidth(doc);
  const widths = columns.map((c) => c.width * total);
  font(doc, header, 8.5);
  const y = doc.y;
  if (header) doc.rect(MARGIN_X, y, total, height).fill(HEAD_FILL).fillColor('black');
  let x = MARGIN_X;
  cells.forEach((cell, i) => {
    doc.text(cell, x + CELL_PAD, y + CELL_PAD, { width: widths[i]! - 2 * CELL_PAD, align: columns[i]!.align ?? 'left' });
    x += widths[i]!;
  });
  doc.moveTo(MARGIN_X, y + height).lineTo(MARGIN_X + total, y + height).lineWidth(0.4).strokeColor(RULE).stroke();
  doc.x = MARGIN_X;
  doc.y = y + height;
}

function tableBlock(doc: Doc, columns: PdfColumn[], rows: string[][]): void {
  const head = columns.map((c) => c.title);
  const total = textWidth(doc);
  const heightOf = (cells: string[], bold: boolean) => {
    font(doc, bold, 8.5);
    const line = doc.currentLineHeight(true);
    // A one-line cell (most) is measured by its width alone: wrapping it is the costly part.
    const cellHeight = (c: string, width: number) => (!c.includes('\n') && doc.widthOfString(c) <= width ? line : doc.heightOfString(c, { width }));
    return Math.max(...cells.map((c, i) => cellHeight(c, columns[i]!.width * total - 2 * CELL_PAD))) + 2 * CELL_PAD;
  };
  const headHeight = heightOf(head, true);
  doc.y += 4;
  ensure(doc, headHeight + (rows[0] ? heightOf(rows[0], false) : 0));
  tableRow(doc, columns, head, true, headHeight);
  for (const row of rows) {
    const height = heightOf(row, false);
    // The header row again on every page the table continues on.
    if (ensure(doc, height)) tableRow(doc, columns, head, true, headHeight);
    tableRow(doc, columns, row, false, height);
  }
}

function totalsBlock(doc: Doc, rows: [string, string][]): void {
  const total = textWidth(doc);
  doc.y += 4;
  ensure(doc, rows.length * 14);
  for (const [label, value] of rows) {
    const y = doc.y;
    font(doc, true, 9.5).text(label, MARGIN_X, y, { width: total * 0.7, align: 'right' });
    font(doc, true, 9.5).text(value, MARGIN_X + total * 0.7, y, { width: total * 0.3, align: 'right' });
    doc.x = MARGIN_X;
  }
}

/** The company header and the footer of every page, drawn once the page count is known. */
function decorate(doc: Doc, input: PdfDocument): void {
  const { start, count } = doc.bufferedPageRange();
  const generated = both('pdf.generated_at', { at: `${formatDateTime(input.generatedAt, input.timeZone)} (${input.timeZone})` });
  const docLine = [input.header.number, input.header.version !== undefined ? `${both('pdf.version')} ${input.header.version}` : undefined].filter(Boolean).join(' · ');
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const width = textWidth(doc);
    // Drawing outside the margins must not start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    font(doc, true, 10).fillColor('black').text(translate('pdf.company', 'zh'), MARGIN_X, 30, { width: width * 0.55, lineBreak: false });
    font(doc, false, 8).fillColor(GRAY).text(translate('pdf.company', 'en'), MARGIN_X, 44, { width: width * 0.55, lineBreak: false });
    font(doc, true, 9.5).fillColor('black').text(input.header.title, MARGIN_X + width * 0.45, 30, { width: width * 0.55, align: 'right', lineBreak: false });
    if (docLine) font(doc, false, 8).fillColor(GRAY).text(docLine, MARGIN_X + width * 0.45, 44, { width: width * 0.55, align: 'right', lineBreak: false });
    doc.moveTo(MARGIN_X, 58).lineTo(MARGIN_X + width, 58).lineWidth(0.6).strokeColor(RULE).stroke();
    const footY = doc.page.height - MARGIN_BOTTOM + 16;
    doc.moveTo(MARGIN_X, footY - 5).lineTo(MARGIN_X + width, footY - 5).lineWidth(0.4).strokeColor(RULE).stroke();
    font(doc, false, 7.5).fillColor(GRAY).text(generated, MARGIN_X, footY, { width: width * 0.7, lineBreak: false });
    font(doc, false, 7.5).text(both('pdf.page_of', { page: i - start + 1, pages: count }), MARGIN_X + width * 0.7, footY, { width: width * 0.3, align: 'right', lineBreak: false });
    doc.fillColor('black');
    doc.page.margins = margins;
  }
}

/** Renders the document to PDF bytes (fonts embedded and subsetted). */
export function renderPdf(input: PdfDocument): Buffer {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    lang: 'zh-CN',
    // No default font: pdfkit would load its standard (non-embedded) Helvetica. Not the font file
    // either: pdfkit then opens the file again at every font('regular') (same name, not cached).
    font: null as unknown as string,
    info: { Title: input.title, Author: input.author, Producer: 'AeroSupply', Creator: 'AeroSupply', CreationDate: input.generatedAt, ModDate: input.generatedAt },
  });
  doc.registerFont('regular', pdfFont('regular'));
  doc.registerFont('bold', pdfFont('bold'));
  doc.font('regular');
  for (const block of input.blocks) {
    if (block.kind === 'fields') fieldsBlock(doc, block.rows);
    else if (block.kind === 'table') tableBlock(doc, block.columns, block.rows);
    else if (block.kind === 'totals') totalsBlock(doc, block.rows);
    else textBlock(doc, block.kind, block.text);
  }
  decorate(doc, input);
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk: Buffer | null = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}
