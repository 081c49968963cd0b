/**
 * "Import items" of the dictionaries screen, the first user of the import pipeline: a
 * dictionary's items from Excel. A code already in the dictionary is updated (names, and order and
 * enabled when given), a new one added at the end unless an order is given (D-114).
 */
import { DICT_IMPORT_COLUMNS, DICT_ITEMS_IMPORT, dictImportParams, dictImportRow, type DictImportRow } from '@aerosupply/shared/dict/import';
import { defineImport, type RowIssue } from '../imports';
import * as repo from './repo';

export const dictItemsImport = defineImport<DictImportRow, { domain: string }>({
  key: DICT_ITEMS_IMPORT,
  permission: 'sys.dict.manage',
  titleKey: 'dict.import.title',
  columns: DICT_IMPORT_COLUMNS,
  rowSchema: dictImportRow,
  params: dictImportParams,
  check: async (_db, rows) => {
    const first = new Map<string, number>();
    const issues: RowIssue[] = [];
    for (const { row, value } of rows) {
      const seen = first.get(value.value);
      if (seen === undefined) first.set(value.value, row);
      else issues.push({ row, column: 'value', key: 'imports.duplicate_in_file', params: { row: seen } });
    }
    return issues;
  },
  commit: async (trx, rows, { params, deps }) => {
    let next = await repo.nextSort(trx, params.domain);
    for (const { value: r } of rows) {
      const existing = await repo.findItemByValue(trx, params.domain, r.value);
      if (existing) {
        await repo.updateItem(trx, existing.id, {
          text_zh: r.textZh,
          text_en: r.textEn,
          ...(r.sort !== null ? { sort: r.sort } : {}),
          ...(r.enabled !== null ? { enabled: r.enabled } : {}),
        }, deps.now());
      } else {
        await repo.insertItem(trx, { domain: params.domain, value: r.value, text_zh: r.textZh, text_en: r.textEn, sort: r.sort ?? next++, enabled: r.enabled ?? true, extra: null });
      }
    }
    return rows.length;
  },
});
