export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Spec 000 §4: the saved language, else the browser's, else English. */
export function pickLang(saved?: string | null, acceptLanguage?: string | null): Lang {
  if (saved === 'zh' || saved === 'en') return saved;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0]!.trim().toLowerCase();
      if (tag.startsWith('zh')) return 'zh';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return 'en';
}
