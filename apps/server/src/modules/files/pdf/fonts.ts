/**
 * The font every portal PDF embeds (D-520): Noto Sans SC (SIL Open Font License 1.1) from the npm
 * package @expo-google-fonts/noto-sans-sc, TrueType outlines covering Chinese, Latin and the
 * punctuation of the documents (· U+00B7, ×, –, ¥, full-width forms). pdfkit (fontkit) embeds only
 * the glyphs a document uses (FontFile2, Identity-H with a ToUnicode map), so a PO stays small and
 * every reader shows and extracts the same text. The files are read once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type PdfFontName = keyof typeof FILES;

const loaded = new Map<PdfFontName, Buffer>();

/** The bytes of a font file (read on first use, then kept). */
export function pdfFont(name: PdfFontName): Buffer {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[name]));
    loaded.set(name, bytes);
  }
  return bytes;
}
