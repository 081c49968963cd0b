import { describe, expect, it } from 'vitest';
import { contentDisposition, dispositionFor, safeFilename } from './content-disposition';
import { isWindowsInstaller, looksLikeText, sniffUpload } from './sniff';
import { cfbFile, elfFile, exeFile, machoFile, MSI_CLSID, pdfFile, pngFile, xlsxFile } from './test-fixtures';

describe('issue 2 §10 content sniffing: a renamed executable is refused', () => {
  it('accepts files whose content fits the extension', async () => {
    expect(await sniffUpload('pdf', pdfFile())).toMatchObject({ ok: true, contentType: 'application/pdf', detected: 'pdf' });
    expect(await sniffUpload('png', pngFile())).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(await sniffUpload('xlsx', await xlsxFile())).toMatchObject({ ok: true, detected: 'xlsx' });
    expect(await sniffUpload('zip', await xlsxFile())).toMatchObject({ ok: true });
    expect(await sniffUpload('doc', cfbFile())).toMatchObject({ ok: true, contentType: 'application/msword', detected: 'cfb' });
    expect(await sniffUpload('msg', cfbFile())).toMatchObject({ ok: true });
    expect(await sniffUpload('txt', Buffer.from('零件号 2314-2 数量 2\r\n'))).toMatchObject({ ok: true, contentType: 'text/plain' });
    expect(await sniffUpload('txt', Buffer.from('\ufeffhello', 'utf16le'))).toMatchObject({ ok: true });
    expect(await sniffUpload('txt', Buffer.alloc(0))).toMatchObject({ ok: true });
    // Systems often export HTML or XML spreadsheets under .xls.
    expect(await sniffUpload('xls', Buffer.from('<html><table><tr><td>1</td></tr></table></html>'))).toMatchObject({ ok: true });
    expect(await sniffUpload('xls', Buffer.from('<?xml version="1.0"?><Workbook/>'))).toMatchObject({ ok: true });
  });

  it('refuses programs whatever their name: PE, ELF, Mach-O, scripts, Windows Installer', async () => {
    for (const ext of ['pdf', 'jpg', 'txt', 'docx', 'zip', 'doc']) {
      expect(await sniffUpload(ext, exeFile())).toMatchObject({ ok: false, errorKey: 'upload.disguised' });
      expect(await sniffUpload(ext, elfFile())).toMatchObject({ ok: false });
      expect(await sniffUpload(ext, machoFile())).toMatchObject({ ok: false });
    }
    expect(await sniffUpload('txt', Buffer.from('#!/bin/sh\nrm -rf /\n'))).toMatchObject({ ok: false });
    expect(await sniffUpload('doc', cfbFile(MSI_CLSID))).toMatchObject({ ok: false });
    expect(isWindowsInstaller(cfbFile(MSI_CLSID))).toBe(true);
    expect(isWindowsInstaller(cfbFile())).toBe(false);
  });

  it('refuses binary formats whose signature does not match the extension', async () => {
    expect(await sniffUpload('pdf', pngFile())).toMatchObject({ ok: false, detected: 'png' });
    expect(await sniffUpload('png', pdfFile())).toMatchObject({ ok: false });
    expect(await sniffUpload('pdf', Buffer.from('just text pretending to be a pdf'))).toMatchObject({ ok: false, detected: null });
    expect(await sniffUpload('docx', pngFile())).toMatchObject({ ok: false });
    expect(await sniffUpload('xlsx', cfbFile())).toMatchObject({ ok: false });
    expect(await sniffUpload('txt', pngFile())).toMatchObject({ ok: false });
    expect(await sniffUpload('txt', Buffer.from([0x41, 0x00, 0x42, 0x00, 0x43]))).toMatchObject({ ok: false });
    // An extension only a caller's list allows must not hide another known format.
    expect(await sniffUpload('csv', pngFile())).toMatchObject({ ok: false });
    expect(await sniffUpload('dwg', Buffer.from('AC1032 drawing'))).toMatchObject({ ok: true, contentType: 'application/octet-stream' });
  });

  it('reads text with NUL bytes only as UTF-16 with a byte-order mark', () => {
    expect(looksLikeText(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe(true);
    expect(looksLikeText(Buffer.from([0x41, 0x00]))).toBe(false);
  });
});

describe('issue 2 §10 safe Content-Disposition (RFC 6266 / RFC 5987)', () => {
  it('keeps a Chinese name exactly in filename* with an ASCII fallback', () => {
    const header = contentDisposition('attachment', '供应商资质 2026.pdf');
    expect(header).toBe(`attachment; filename="_____ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('供应商资质 2026.pdf')}`);
  });

  it('cannot be broken out of by quotes, backslashes, CR/LF or path parts', () => {
    const header = contentDisposition('inline', '..\\..\\evil"name\r\nSet-Cookie: a=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^inline; filename="evil_nameSet-Cookie: a=1_.pdf"; filename\*=UTF-8''evil%22nameSet-Cookie%3A%20a%3D1%3B\.pdf$/);
    expect(safeFilename('C:\\Users\\x\\报价单.xlsx')).toBe('报价单.xlsx');
    expect(safeFilename('/etc/passwd')).toBe('passwd');
    expect(safeFilename('...hidden.txt')).toBe('hidden.txt');
    expect(safeFilename('a\u202egnp.exe')).toBe('agnp.exe');
    expect(safeFilename(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(safeFilename(`${'x'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });

  it('opens images and PDFs inline and downloads everything else', () => {
    expect(dispositionFor('application/pdf')).toBe('inline');
    expect(dispositionFor('image/png')).toBe('inline');
    expect(dispositionFor('text/plain')).toBe('attachment');
    expect(dispositionFor('application/vnd.ms-excel')).toBe('attachment');
  });
});
