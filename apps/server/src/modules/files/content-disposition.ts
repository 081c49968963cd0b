/** Safe file names for storage and for the Content-Disposition header (RFC 6266 / RFC 5987). */

/** The client's file name made safe to keep: no path, no control characters, NFC, at most 200 characters. */
export function safeFilename(name: string | undefined | null): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let clean = base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '').trim();
  clean = clean.replace(/^\.+/, '');
  if (clean.length > 200) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 11 ? clean.slice(dot) : '';
    clean = clean.slice(0, 200 - ext.length) + ext;
  }
  return clean;
}

/**
 * Browsers send a file name in multipart with `"` as %22 and CR/LF as %0D/%0A (HTML standard,
 * multipart/form-data encoding); undo that so the stored name is the user's (CR/LF are dropped
 * by safeFilename anyway).
 */
export function decodeFormFilename(name: string): string {
  return name.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** RFC 5987 value: UTF-8, percent-encoded except attr-char. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for old clients: accents dropped, anything else non-ASCII, quotes and backslashes as '_'. */
function asciiFallback(value: string): string {
  const ascii = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  return ascii.trim() === '' ? 'download' : ascii;
}

/** `inline` or `attachment` with an ASCII `filename` and the exact UTF-8 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const name = safeFilename(filename) || 'download';
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Images and PDFs open in the browser; everything else downloads. */
export function dispositionFor(contentType: string): 'inline' | 'attachment' {
  return /^(image\/(png|jpeg|gif|bmp|webp)|application\/pdf)$/.test(contentType) ? 'inline' : 'attachment';
}
