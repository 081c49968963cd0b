/**
 * Language of the UI (spec 000 §4): zh or en; default is the saved language, else the browser's,
 * else English. Texts, antd's locale, dayjs's locale, `<html lang>` and the `Accept-Language` of
 * API calls all follow `changeLanguage`, which loads everything before it switches so a change
 * re-renders the whole tree once, fully translated.
 */
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { pickLang, type Lang } from '@aerosupply/shared/i18n/lang';

const STORAGE_KEY = 'aerosupply.lang';

/** BCP 47 tag per UI language, also the locale folder name (`locales/<tag>/<module>.json`). */
export const LANG_TAGS: Record<Lang, 'zh-CN' | 'en-US'> = { zh: 'zh-CN', en: 'en-US' };

type Resources = Record<string, unknown>;

/** Texts of the sign-in path (common, layout, auth, errors): all the sign-in page needs. */
const coreBundles: Record<Lang, () => Promise<{ default: Resources }>> = {
  zh: () => import('../locales/zh-CN.bundle'),
  en: () => import('../locales/en-US.bundle'),
};

/** Texts of every other module, loaded before any other page renders (see `ensureAllTexts`). */
const restBundles: Record<Lang, () => Promise<{ default: Resources }>> = {
  zh: () => import('../locales/zh-CN.rest'),
  en: () => import('../locales/en-US.rest'),
};

/** Set once a page outside the sign-in path needed the full texts; later switches load them too. */
let allTextsWanted = false;
const loadedParts = new Set<string>();

const antdLocales: Record<Lang, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
};

const dayjsLocales: Record<Lang, () => Promise<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
};

const DAYJS_NAMES: Record<Lang, string> = { zh: 'zh-cn', en: 'en' };

/**
 * dayjs with the language's locale, for the pages outside the sign-in path only (D-702): the
 * sign-in page shows no dates, so it loads no dayjs.
 */
type DayjsModule = typeof import('dayjs');
let dayjsModule: DayjsModule | null = null;

async function loadDayjs(lang: Lang): Promise<void> {
  const [module] = await Promise.all([import('dayjs'), dayjsLocales[lang]()]);
  dayjsModule = module.default as DayjsModule;
  // A language switch sets its own locale right after (applyDocument).
  dayjsModule.locale(DAYJS_NAMES[i18n.isInitialized ? currentLang() : lang]);
}

const loadedAntd: Partial<Record<Lang, Locale>> = {};

function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}

/** The language stored in this browser, if any. */
export function savedLang(): Lang | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** Spec 000 §4: saved, else browser, else English. */
export function initialLang(): Lang {
  const browser = typeof navigator === 'undefined' ? '' : (navigator.languages ?? [navigator.language]).join(',');
  return pickLang(savedLang(), browser);
}

async function loadTexts(lang: Lang, part: 'core' | 'rest'): Promise<void> {
  const key = `${lang}:${part}`;
  if (loadedParts.has(key)) return;
  const bundle = await (part === 'core' ? coreBundles : restBundles)[lang]();
  i18n.addResourceBundle(lang, 'translation', bundle.default, true, true);
  loadedParts.add(key);
}

async function loadLang(lang: Lang): Promise<void> {
  const [antd] = await Promise.all([
    antdLocales[lang](),
    loadTexts(lang, 'core'),
    allTextsWanted ? loadTexts(lang, 'rest') : Promise.resolve(),
    allTextsWanted ? loadDayjs(lang) : Promise.resolve(),
  ]);
  loadedAntd[lang] = antd.default;
}

/**
 * Loads every module's texts in the current language (the sign-in page needs only the core ones).
 * `lazyPage` awaits it, so pages outside the sign-in path always render translated.
 */
export async function ensureAllTexts(): Promise<void> {
  allTextsWanted = true;
  // The router may ask before i18next has started (a deep link): use the language it will start in.
  const lang = i18n.isInitialized ? currentLang() : initialLang();
  await Promise.all([loadTexts(lang, 'rest'), loadDayjs(lang)]);
}

function applyDocument(lang: Lang): void {
  dayjsModule?.locale(DAYJS_NAMES[lang]);
  document.documentElement.lang = LANG_TAGS[lang];
}

/** Console prefix of a missing text; e2e/fixtures/index.ts collects these lines. */
export const MISSING_KEY_PREFIX = '[i18n] missing text';

function reportMissingKey(langs: readonly string[], _ns: string, key: string, _fallback: string, _update: boolean, options?: { defaultValue?: unknown }): void {
  if (options?.defaultValue !== undefined) return;
  console.error(`${MISSING_KEY_PREFIX}: ${key} (${langs.join(', ') || currentLang()})`);
}

/** Starts i18next in the initial language; resolves once its texts are loaded. */
export async function initI18n(): Promise<Lang> {
  const lang = initialLang();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key missing from the catalogue is a defect: say so on the console (the e2e tests fail on it).
    // A call with a `defaultValue` chose its own fallback and is not reported.
    saveMissing: true,
    missingKeyHandler: reportMissingKey,
    react: { bindI18n: 'languageChanged loaded' },
  });
  await loadLang(lang);
  applyDocument(lang);
  await i18n.changeLanguage(lang);
  return lang;
}

/** The current UI language. */
export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

/** Switches the UI language after loading its texts and locales; `persist` stores the choice. */
export async function changeLanguage(lang: Lang, persist = true): Promise<void> {
  if (persist) {
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }
  if (lang === currentLang()) return;
  await loadLang(lang);
  applyDocument(lang);
  await i18n.changeLanguage(lang);
}

/** antd's locale object for the current language (loaded by `changeLanguage`). */
export function antdLocale(): Locale | undefined {
  return loadedAntd[currentLang()];
}

/** Current language as a hook; components using it re-render on a switch. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation();
  return isLang(instance.language) ? instance.language : 'en';
}

/** Picks the zh or en text of a bilingual record (menus: cname/ename; dictionaries: TEXT/ENTEXT). */
export function pickText(lang: Lang, zh: string | null | undefined, en: string | null | undefined): string {
  return (lang === 'zh' ? zh || en : en || zh) ?? '';
}

export { i18n };
