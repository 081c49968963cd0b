import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  DEFAULT_UPLOAD_EXTENSIONS,
  fileExtension,
  fileItemSchema,
  isEmpty,
  isFileListComplete,
  MAX_UPLOAD_BYTES,
  toUploadEntry,
  type FileItem,
} from './upload';

const MB = 1024 * 1024;

describe('spec 000 §5 upload check: extension after the last dot, lower-cased', () => {
  it('takes the lower-cased text after the last dot', () => {
    expect(fileExtension('report.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('photo.final.JpEg')).toBe('jpeg');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(fileExtension('dir.v2/README')).toBe('');
    expect(fileExtension('C:\\docs.old\\cert.Docx')).toBe('docx');
  });

  it('has the default list of the spec', () => {
    expect([...DEFAULT_UPLOAD_EXTENSIONS]).toEqual([
      'xls', 'xlsx', 'gif', 'jpg', 'png', 'jpeg', 'bmp', 'rar', 'zip', 'txt', 'doc', 'ppt', 'pptx', 'pdf', 'docx', 'msg',
    ]);
  });

  it('accepts every default extension in any case', () => {
    for (const ext of DEFAULT_UPLOAD_EXTENSIONS) {
      expect(checkUpload({ name: `file.${ext}`, size: 10 })).toBeNull();
      expect(checkUpload({ name: `FILE.${ext.toUpperCase()}`, size: 10 })).toBeNull();
    }
  });

  it("rejects other extensions with 'upload.bad_format'", () => {
    expect(checkUpload({ name: 'virus.exe', size: 10 })).toBe('upload.bad_format');
    expect(checkUpload({ name: 'no-extension', size: 10 })).toBe('upload.bad_format');
    expect(checkUpload({ name: 'cert.pdf.exe', size: 10 })).toBe('upload.bad_format');
    expect(checkUpload({ name: 'data.csv', size: 10 })).toBe('upload.bad_format');
  });

  it("uses the caller's own list instead of the default (spec 001 §5: PDF, JPG, PNG, xls, Doc, docx)", () => {
    const own = ['PDF', 'JPG', 'PNG', 'xls', 'Doc', '.docx'];
    expect(checkUpload({ name: 'a.pdf', size: 1 }, own)).toBeNull();
    expect(checkUpload({ name: 'a.doc', size: 1 }, own)).toBeNull();
    expect(checkUpload({ name: 'a.DOCX', size: 1 }, own)).toBeNull();
    expect(checkUpload({ name: 'a.zip', size: 1 }, own)).toBe('upload.bad_format');
    expect(checkUpload({ name: 'a.csv', size: 1 }, ['csv'])).toBeNull();
  });
});

describe('spec 000 §5 upload check: size under 100 MB', () => {
  it('is 100 MiB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(104_857_600);
  });

  it("accepts up to one byte below 100 MB and rejects exactly 100 MB with 'upload.too_large'", () => {
    expect(checkUpload({ name: 'a.zip', size: 0 })).toBeNull();
    expect(checkUpload({ name: 'a.zip', size: 100 * MB - 1 })).toBeNull();
    expect(checkUpload({ name: 'a.zip', size: 100 * MB })).toBe('upload.too_large');
    expect(checkUpload({ name: 'a.zip', size: 2000 * MB })).toBe('upload.too_large');
  });

  it('checks the format before the size', () => {
    expect(checkUpload({ name: 'a.exe', size: 200 * MB })).toBe('upload.bad_format');
  });

  it('treats nonsense sizes as too large', () => {
    expect(checkUpload({ name: 'a.zip', size: Number.NaN })).toBe('upload.too_large');
    expect(checkUpload({ name: 'a.zip', size: -1 })).toBe('upload.too_large');
  });

  it('property: result depends only on extension membership and size < 100 MB', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((s) => !/[./\\]/.test(s)),
        fc.constantFrom(...DEFAULT_UPLOAD_EXTENSIONS, 'exe', 'csv', 'js', 'PDF', 'Msg'),
        fc.integer({ min: 0, max: 200 * MB }),
        (stem, ext, size) => {
          const allowed = DEFAULT_UPLOAD_EXTENSIONS.includes(ext.toLowerCase());
          const expected = !allowed ? 'upload.bad_format' : size >= MAX_UPLOAD_BYTES ? 'upload.too_large' : null;
          expect(checkUpload({ name: `${stem}.${ext}`, size })).toBe(expected);
        },
      ),
    );
  });
});

describe('spec 000 §5 empty check', () => {
  it('counts null, undefined and empty string as empty', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
  });

  it('does not count 0, false, spaces or empty collections as empty', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty(' ')).toBe(false);
    expect(isEmpty([])).toBe(false);
    expect(isEmpty({})).toBe(false);
  });
});

describe('spec 000 §5 / 001 §5 file list is complete only if every file has a url', () => {
  it('is true when all files have a url', () => {
    expect(isFileListComplete([{ url: 'https://x/1' }, { url: '/files/2' }])).toBe(true);
    expect(isFileListComplete([])).toBe(true);
  });

  it('is false when any file lacks a url', () => {
    expect(isFileListComplete([{ url: 'https://x/1' }, {}])).toBe(false);
    expect(isFileListComplete([{ url: null }])).toBe(false);
    expect(isFileListComplete([{ url: '' }, { url: 'a' }])).toBe(false);
  });
});

describe('spec 000 §3 file item becomes an upload entry', () => {
  const item: FileItem = {
    uid: 'u-1',
    fileKey: 'k/2024/cert.pdf',
    filename: 'cert.pdf',
    url: '/files/k/2024/cert.pdf',
    type: 'pdf',
    fileSize: 2048,
    fileContentType: 'application/pdf',
  };

  it('maps the fields and always sets status success', () => {
    expect(toUploadEntry(item)).toEqual({
      key: 'k/2024/cert.pdf',
      name: 'cert.pdf',
      url: '/files/k/2024/cert.pdf',
      type: 'pdf',
      status: 'success',
      size: 2048,
      contentType: 'application/pdf',
    });
  });

  it('validates a file item with zod', () => {
    expect(fileItemSchema.parse(item)).toEqual(item);
    expect(fileItemSchema.safeParse({ ...item, fileSize: -1 }).success).toBe(false);
    expect(fileItemSchema.safeParse({ ...item, url: undefined }).success).toBe(false);
  });
});
