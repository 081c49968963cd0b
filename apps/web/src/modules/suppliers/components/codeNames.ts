/**
 * Codes of the supplier screens as people read them (issue 11 item 2): a purchasing organisation
 * or a supply category is shown by its name in the UI language with its code (`P100 Aircraft
 * material purchasing organisation`, `01 Rotables`), never as the bare code.
 */
import { useMemo } from 'react';
import { useDictDomains } from '../../../lib/dict';
import { pickText, useLang } from '../../../lib/i18n';
import { categoryText, useDataLookups } from '../../supplier-profile';

const NO_FILES = {};
const DOMAINS = ['TC_SUPPLIER_ORG', 'TC_GROUP_TYPE'];
const EMPTY = '-';

export interface CodeNames {
  /** A purchasing organisation (TC_SUPPLIER_ORG) as `code name`; `-` when empty. */
  org: (code: string | null | undefined) => string;
  /** A purchasing group (TC_GROUP_TYPE) as `code name`; `-` when empty. */
  group: (code: string | null | undefined) => string;
  /** A supply category as `code name`; `-` when empty. */
  category: (code: string | null | undefined) => string;
  /** A level I / level II pair as `code name / code name` (level II left out when empty). */
  categoryPair: (pair: { level1?: string | null; level2?: string | null }) => string;
}

export function useCodeNames(): CodeNames {
  const lk = useDataLookups(NO_FILES);
  const lang = useLang();
  const dict = useDictDomains(DOMAINS).data;
  return useMemo(() => {
    const named = (domain: string) => {
      const names = new Map((dict?.[domain] ?? []).map((item) => [item.VALUE, pickText(lang, item.TEXT, item.ENTEXT)]));
      return (code: string | null | undefined) => {
        if (!code) return EMPTY;
        const name = names.get(code);
        return name ? `${code} ${name}` : code;
      };
    };
    const category = (code: string | null | undefined) => (code ? categoryText(code, lk) : EMPTY);
    return {
      org: named('TC_SUPPLIER_ORG'),
      group: named('TC_GROUP_TYPE'),
      category,
      categoryPair: (pair) => [pair.level1, pair.level2].filter(Boolean).map(category).join(' / ') || EMPTY,
    };
  }, [lk, lang, dict]);
}
