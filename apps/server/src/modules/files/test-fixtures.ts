/** Small genuine files for upload tests, built in code (no binary fixtures in the repo). */
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { renderPdf } from './pdf/render';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A valid 2x2 RGB PNG. */
export function pngFile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

let onePage: Buffer | undefined;
/** A one-page PDF (the same bytes every call). */
export function pdfFile(): Buffer {
  onePage ??= renderPdf({
    title: 'Test',
    author: 'test',
    header: { title: 'Test' },
    generatedAt: new Date('2026-01-01T00:00:00Z'),
    timeZone: 'Asia/Shanghai',
    blocks: [{ kind: 'para', text: 'Certificate of conformance 合格证' }],
  });
  return Buffer.from(onePage);
}

/** An .xlsx workbook written by exceljs. */
export async function xlsxFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('报价').addRows([
    ['P/N', 'Description', 'Qty'],
    ['2314-2', 'Brake assembly', 2],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The start of a 64-bit Linux ELF executable. */
export function elfFile(): Buffer {
  const b = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b);
  b.writeUInt16LE(2, 16);
  b.writeUInt16LE(0x3e, 18);
  return b;
}

/** The start of a Windows PE executable ("MZ" header pointing at "PE\0\0"). */
export function exeFile(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x8664, 0x84);
  return b;
}

/** A Mach-O 64-bit header. */
export function machoFile(): Buffer {
  const b = Buffer.alloc(64);
  b.writeUInt32LE(0xfeedfacf, 0);
  b.writeUInt32LE(0x01000007, 4);
  return b;
}

/**
 * An OLE compound file header (legacy .doc/.xls/.ppt/.msg, and .msi) with its directory in sector
 * 0 and the root entry's class id set to `clsid` (16 bytes).
 */
export function cfbFile(clsid: Buffer = Buffer.alloc(16)): Buffer {
  const b = Buffer.alloc(512 * 4);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  b.writeUInt16LE(0x3e, 0x18);
  b.writeUInt16LE(3, 0x1a);
  b.writeUInt16LE(0xfffe, 0x1c);
  b.writeUInt16LE(9, 0x1e);
  b.writeUInt16LE(6, 0x20);
  b.writeUInt32LE(1, 0x2c);
  b.writeUInt32LE(0, 0x30);
  b.writeUInt32LE(0x1000, 0x38);
  b.writeUInt32LE(0xfffffffe, 0x3c);
  b.writeUInt32LE(0xfffffffe, 0x44);
  // Root entry "Root Entry" (UTF-16LE) at the start of sector 0 (file offset 512).
  const root = 512;
  Buffer.from('Root Entry', 'utf16le').copy(b, root);
  b.writeUInt16LE(22, root + 0x40);
  b[root + 0x42] = 5;
  clsid.copy(b, root + 0x50);
  return b;
}

/** The class id of Windows Installer packages {000C1084-0000-0000-C000-000000000046}, as stored. */
export const MSI_CLSID = Buffer.from([0x84, 0x10, 0x0c, 0x00, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46]);

export interface MultipartPart {
  name: string;
  value?: string;
  filename?: string;
  /** Raw Content-Disposition parameters instead of filename="..." (e.g. an RFC 5987 filename*). */
  rawFilenameParam?: string;
  content?: Buffer;
  contentType?: string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----aerosupply${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.rawFilenameParam) head += `; ${p.rawFilenameParam}`;
    // Encoded as browsers do (HTML standard): " as %22, CR as %0D, LF as %0A.
    else if (p.filename !== undefined) head += `; filename="${p.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
    if (p.content) head += `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'), p.content ?? Buffer.from(p.value ?? '', 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
