/**
 * Reads what a test needs from the portal's PDFs without poppler (D-523): the fonts (every font
 * dictionary, and whether its descriptor embeds a font file) and the text of each page, decoded
 * through the fonts' ToUnicode maps as a reader extracts it. Handles what pdfkit writes: indirect
 * objects, Flate streams, Type0 fonts with Identity-H and hex strings in Tj / TJ.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      found.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let from = start + streamAt + 'stream'.length;
    if (text[from] === '\r') from++;
    if (text[from] === '\n') from++;
    const raw = pdf.subarray(from, from + length);
    found.set(Number(m[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
    re.lastIndex = from + length;
  }
  return found;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

export interface PdfFontInfo {
  baseFont: string;
  subtype: string;
  embedded: boolean;
}

/** Every font dictionary but the descendants of Type0 fonts, and whether its glyphs are embedded (FontFile, FontFile2 or FontFile3). */
export function pdfFonts(pdf: Buffer): PdfFontInfo[] {
  const objs = objects(pdf);
  const descriptorEmbeds = (id: number | undefined) => id !== undefined && /\/FontFile[23]? \d+ 0 R/.test(objs.get(id)?.dict ?? '');
  const fonts: PdfFontInfo[] = [];
  for (const o of objs.values()) {
    if (!/\/Type \/Font\b/.test(o.dict) || /\/Subtype \/CIDFontType[02]/.test(o.dict)) continue;
    const subtype = /\/Subtype \/(\w+)/.exec(o.dict)?.[1] ?? '';
    const baseFont = /\/BaseFont \/([^\s/>]+)/.exec(o.dict)?.[1] ?? '';
    let embedded = descriptorEmbeds(ref(o.dict, 'FontDescriptor'));
    if (subtype === 'Type0') {
      const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(o.dict);
      embedded = descendant !== null && descriptorEmbeds(ref(objs.get(Number(descendant[1]))?.dict ?? '', 'FontDescriptor'));
    }
    fonts.push({ baseFont, subtype, embedded });
  }
  return fonts;
}

/** Glyph code (hex) -> text of one ToUnicode CMap. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const [start, end, target] = [parseInt(line[1]!, 16), parseInt(line[2]!, 16), line[3]!];
      const width = line[1]!.length;
      // pdfkit writes one entry per code, several UTF-16 units apart by spaces (<0066 0069> for a ligature).
      const targets = target.startsWith('[') ? [...target.matchAll(/<([0-9a-fA-F ]+)>/g)].map((t) => t[1]!.replace(/ /g, '')) : undefined;
      for (let code = start; code <= end; code++) {
        const text = targets ? utf16(targets[code - start]!) : String.fromCodePoint(parseInt(target.slice(1, -1), 16) + code - start);
        map.set(code.toString(16).padStart(width, '0').toLowerCase(), text);
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(line[1]!.toLowerCase(), utf16(line[2]!));
  }
  return map;
}

/** The text of every page (one string per page, a line per shown string). */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  const cmapOf = (fontId: number) => {
    if (!cmaps.has(fontId)) {
      const unicodeId = ref(objs.get(fontId)?.dict ?? '', 'ToUnicode');
      cmaps.set(fontId, toUnicode(unicodeId === undefined ? '' : (objs.get(unicodeId)?.stream?.toString('latin1') ?? '')));
    }
    return cmaps.get(fontId)!;
  };
  const pages: string[] = [];
  for (const o of objs.values()) {
    if (!/\/Type \/Page\b/.test(o.dict)) continue;
    const resourcesId = ref(o.dict, 'Resources');
    const resources = resourcesId === undefined ? o.dict : (objs.get(resourcesId)?.dict ?? '');
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fontIds = new Map([...fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [m[1]!, Number(m[2])]));
    const contents = /\/Contents \[?((?:\d+ 0 R\s*)+)\]?/.exec(o.dict)?.[1] ?? '';
    const stream = [...contents.matchAll(/(\d+) 0 R/g)].map((m) => objs.get(Number(m[1]))?.stream?.toString('latin1') ?? '').join('\n');
    let cmap = new Map<string, string>();
    const lines: string[] = [];
    for (const op of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1]) cmap = cmapOf(fontIds.get(op[1]) ?? -1);
      else {
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[3]!];
        lines.push(hexes.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(code.toLowerCase()) ?? '\ufffd').join('')).join(''));
      }
    }
    pages.push(lines.join('\n'));
  }
  return pages;
}
