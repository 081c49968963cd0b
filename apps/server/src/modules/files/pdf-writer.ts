/**
 * A minimal PDF writer for text documents in Chinese and English (the help manual and the purchase
 * terms). Latin text uses the standard Helvetica fonts; Chinese uses Adobe's standard CJK font
 * STSong-Light with the UniGB-UCS2-H CMap, which every PDF reader provides without embedding, so
 * the files stay small and need no font files on the server.
 */
import { deflateSync } from 'node:zlib';

export type PdfBlockKind = 'title' | 'subtitle' | 'heading' | 'para' | 'bullet';

export interface PdfBlock {
  kind: PdfBlockKind;
  text: string;
}

export interface PdfDocument {
  title: string;
  author: string;
  blocks: PdfBlock[];
  /** Fixed creation date (PDF date string) so the same source gives the same bytes. */
  creationDate: string;
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;

const STYLE: Record<PdfBlockKind, { size: number; bold: boolean; before: number; indent: number }> = {
  title: { size: 20, bold: true, before: 0, indent: 0 },
  subtitle: { size: 12, bold: false, before: 4, indent: 0 },
  heading: { size: 13.5, bold: true, before: 14, indent: 0 },
  para: { size: 10.5, bold: false, before: 5, indent: 0 },
  bullet: { size: 10.5, bold: false, before: 2, indent: 14 },
};

// Helvetica advance widths (AFM, 1/1000 em) for printable ASCII 32..126.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Helvetica-Bold widths for the same range.
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278,
  556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
// STSong-Light proportional Latin widths (Adobe-GB1 CIDs 1..95 = ASCII 32..126).
const STSONG_LATIN = [
  207, 270, 342, 467, 462, 797, 710, 239, 374, 374, 423, 605, 238, 375, 238, 334, 462, 462, 462, 462, 462, 462, 462, 462, 462,
  462, 238, 238, 605, 605, 605, 344, 748, 684, 560, 695, 739, 563, 511, 729, 793, 318, 312, 666, 526, 896, 758, 772, 544, 772,
  628, 465, 607, 753, 711, 972, 647, 620, 607, 374, 333, 374, 606, 500, 239, 417, 503, 427, 529, 415, 264, 444, 518, 241, 230,
  495, 228, 793, 527, 524, 524, 504, 338, 336, 277, 517, 450, 652, 466, 452, 407, 370, 258, 370, 605,
];

const hasCjk = (s: string) => /[^\x20-\x7e]/.test(s);

/** Text width in points: Latin-only text in Helvetica, anything else in STSong-Light. */
function widthOf(text: string, size: number, bold: boolean, cjk: boolean): number {
  let units = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= 32 && c <= 126) units += (cjk ? STSONG_LATIN : bold ? HELVETICA_BOLD : HELVETICA)[c - 32]!;
    else units += 1000;
  }
  return (units * size) / 1000;
}

/** Breaks text into lines of at most `width` points: Latin at spaces, Chinese between any two characters. */
function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const cjk = hasCjk(text);
  // Tokens: runs of Latin non-space characters, single spaces, single other characters.
  const tokens = text.match(/[\x21-\x7e]+|\s|[^\x20-\x7e\s]/g) ?? [];
  const lines: string[] = [];
  let line = '';
  // Widths kept as the line grows (linear, not quadratic, in the text's length): the whole line,
  // and its trailing white space (a line is measured without it).
  let lineWidth = 0;
  let trailing = 0;
  for (const token of tokens) {
    const tokenWidth = widthOf(token, size, bold, cjk);
    const space = token.trim() === '';
    const candidateWidth = space ? lineWidth - trailing : lineWidth + tokenWidth;
    if (line !== '' && candidateWidth > width) {
      lines.push(line.trimEnd());
      line = space ? '' : token;
      lineWidth = space ? 0 : tokenWidth;
      trailing = 0;
    } else {
      line += token;
      lineWidth += tokenWidth;
      trailing = space ? trailing + tokenWidth : 0;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** A PDF literal string of Latin-1 text. */
const latin = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
/** A PDF hex string of UTF-16BE code units (what UniGB-UCS2-H reads). */
const ucs2 = (s: string) => {
  let hex = '';
  for (let i = 0; i < s.length; i++) hex += s.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
};
/** A PDF text string for the document information dictionary (UTF-16BE with BOM). */
const infoString = (s: string) => (hasCjk(s) ? `<feff${ucs2(s).slice(1, -1)}>` : latin(s));

interface PlacedLine {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

function layout(blocks: PdfBlock[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const leading = style.size * 1.45;
    // A black circle for Chinese bullets (in GB 2312), a hyphen for Latin ones (WinAnsi's bullet is not ASCII).
    const prefix = block.kind === 'bullet' ? (hasCjk(block.text) ? '\u25cf ' : '- ') : '';
    const lines = wrap(block.text, style.size, style.bold, TEXT_W - style.indent - (prefix ? 10 : 0));
    y -= style.before;
    // Keep a heading with at least two lines of what follows.
    const needed = block.kind === 'heading' ? leading * 3 : leading;
    if (y - needed < MARGIN + 20) {
      pages.push([]);
      y = PAGE_H - MARGIN;
    }
    lines.forEach((text, i) => {
      if (y - leading < MARGIN + 20) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= leading;
      const x = MARGIN + style.indent + (prefix && i > 0 ? 10 : 0);
      pages[pages.length - 1]!.push({ text: i === 0 ? prefix + text : text, x, y, size: style.size, bold: style.bold });
    });
  }
  return pages;
}

function contentStream(lines: PlacedLine[], footer: string): string {
  const ops: string[] = [];
  for (const l of lines) {
    const text = l.text;
    // STSong-Light has no bold face: bold Chinese is drawn filled and stroked.
    if (hasCjk(text)) ops.push(`q ${l.bold ? '0.4 w ' : ''}BT /F3 ${l.size} Tf ${l.bold ? '2 Tr ' : ''}${l.x.toFixed(2)} ${l.y.toFixed(2)} Td ${ucs2(text)} Tj ET Q`);
    else ops.push(`BT /${l.bold ? 'F2' : 'F1'} ${l.size} Tf ${l.x.toFixed(2)} ${l.y.toFixed(2)} Td ${latin(text)} Tj ET`);
  }
  ops.push('0.6 0.6 0.6 RG 0.5 w', `${MARGIN} ${MARGIN} m ${PAGE_W - MARGIN} ${MARGIN} l S`);
  ops.push(`BT /F1 8 Tf 0.4 0.4 0.4 rg ${MARGIN} ${MARGIN - 14} Td ${latin(footer)} Tj ET`);
  return ops.join('\n');
}

/** Renders the document to PDF 1.4 bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const pages = layout(doc.blocks);
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const descriptor = add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [${STSONG_LATIN.join(' ')}]] >>`,
  );
  const f3 = add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`);
  const info = add(`<< /Title ${infoString(doc.title)} /Author ${infoString(doc.author)} /Producer (AeroSupply) /CreationDate (D:${doc.creationDate}) >>`);
  const resources = `<< /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R /F3 ${f3} 0 R >> >>`;
  const kids: number[] = [];
  pages.forEach((lines, i) => {
    const data = deflateSync(Buffer.from(contentStream(lines, `AeroSupply - ${i + 1} / ${pages.length}`), 'latin1'));
    const content = add(Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, Buffer.from('\nendstream')]));
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources ${resources} /Contents ${content} 0 R >>`));
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (zh-CN) >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const buf = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    chunks.push(buf);
    offset += buf.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
