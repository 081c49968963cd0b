/**
 * Content sniffing of uploads (issue: "content sniffing so a renamed executable is refused"): the
 * first bytes of a file must fit its extension. Programs and scripts are refused whatever their
 * name; binary formats must carry their own signature; text formats must look like text.
 */
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes are read before a file is stored (kept in memory once per upload). */
export const SNIFF_BYTES = 64 * 1024;

/** Types file-type reports for programs, installers, code archives and shortcuts. */
const EXECUTABLE_TYPES = new Set([
  'exe', 'elf', 'macho', 'dmg', 'deb', 'rpm', 'apk', 'jar', 'class', 'wasm', 'swf', 'crx', 'xpi', 'cab', 'lnk', 'ar', 'asar',
  'reg', 'chm', 'dex', 'msi',
]);

/** Detected types each binary extension may have (office files may be reported as plain zip). */
const BINARY_RULES: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  xlsx: ['xlsx', 'zip'],
  docx: ['docx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip', 'xlsx', 'docx', 'pptx', 'odt', 'ods', 'odp', 'epub'],
  rar: ['rar'],
  '7z': ['7z'],
  // Legacy Office and Outlook files are OLE compound files.
  ppt: ['cfb'],
  msg: ['cfb'],
};

/** Extensions whose files may be plain text, with the binary types also accepted for them. */
const TEXT_RULES: Record<string, readonly string[]> = {
  txt: [],
  csv: [],
  log: [],
  md: [],
  json: [],
  xml: ['xml'],
  // Legacy .xls/.doc are OLE files, but systems often export HTML, XML or text under these names.
  xls: ['cfb', 'xml'],
  doc: ['cfb', 'rtf', 'xml'],
  rtf: ['rtf'],
};

/** Content types by extension (the client's claimed type is never trusted). */
export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  txt: 'text/plain',
  csv: 'text/csv',
  log: 'text/plain',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  rtf: 'application/rtf',
};

export type SniffResult = { ok: true; contentType: string; detected: string | null } | { ok: false; errorKey: 'upload.disguised'; detected: string | null };

const hasUtf16Bom = (head: Uint8Array) => head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));

/** Formats that are text themselves: fine inside a text file. */
const TEXTUAL_TYPES = new Set(['xml', 'rtf', 'ics', 'vcf', 'vtt']);

/** True for bytes that read as text: no NUL bytes (UTF-16 text with a byte-order mark allowed). */
export function looksLikeText(head: Uint8Array): boolean {
  if (hasUtf16Bom(head)) return true;
  return !head.includes(0);
}

/** A script with an interpreter line ("#!/bin/sh"), or raw machine code the sniffer may miss on a short sample. */
function looksExecutable(head: Uint8Array): boolean {
  const b = head;
  const start = (bytes: number[]) => bytes.every((v, i) => b[i] === v);
  if (start([0x23, 0x21])) return true; // #!
  if (start([0x7f, 0x45, 0x4c, 0x46])) return true; // ELF
  if (start([0x4d, 0x5a])) return true; // MZ (DOS/PE)
  // Mach-O 32/64 in both byte orders; universal (fat) binaries share 0xCAFEBABE with Java classes, both refused.
  const magic = b.length >= 4 ? ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0 : 0;
  return [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic);
}

/** Windows Installer files (.msi/.msp/.mst) are OLE files too: recognised by the root entry's class id. */
export function isWindowsInstaller(head: Uint8Array): boolean {
  if (head.length < 512) return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const dirSector = view.getUint32(0x30, true);
  const rootEntry = (dirSector + 1) * 2 ** sectorShift;
  // The directory may lie beyond the sample; then the file cannot be told apart here.
  if (rootEntry + 0x60 > head.length) return false;
  const clsid = head.subarray(rootEntry + 0x50, rootEntry + 0x60);
  // {000C1084-...} installer, {000C1086-...} patch, {000C1082-...} transform; all end C000-000000000046.
  const tail = [0x00, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46];
  return clsid[1] === 0x10 && clsid[2] === 0x0c && clsid[3] === 0x00 && [0x82, 0x84, 0x86].includes(clsid[0]!) && tail.every((v, i) => clsid[4 + i] === v);
}

/** Checks the first bytes of a file named with extension `ext` (lower case, no dot). */
export async function sniffUpload(ext: string, head: Uint8Array): Promise<SniffResult> {
  let detected: string | null = null;
  try {
    detected = head.length > 0 ? ((await fileTypeFromBuffer(head))?.ext ?? null) : null;
  } catch {
    detected = null;
  }
  const refuse = (): SniffResult => ({ ok: false, errorKey: 'upload.disguised', detected });
  if ((detected && EXECUTABLE_TYPES.has(detected)) || looksExecutable(head)) return refuse();
  if (detected === 'cfb' && isWindowsInstaller(head)) return refuse();
  const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';

  const binary = BINARY_RULES[ext];
  if (binary) return detected && binary.includes(detected) ? { ok: true, contentType, detected } : refuse();

  const text = TEXT_RULES[ext];
  if (text) {
    if (detected && text.includes(detected)) return { ok: true, contentType, detected };
    if (!looksLikeText(head)) return refuse();
    // UTF-16 text's byte-order mark looks like an MPEG frame to the sniffer; textual formats are text.
    if (detected && !hasUtf16Bom(head) && !TEXTUAL_TYPES.has(detected)) return refuse();
    return { ok: true, contentType, detected };
  }

  // An extension only a caller's own list allows: the content must not be another known format.
  if (detected && detected !== ext) return refuse();
  return { ok: true, contentType, detected };
}
