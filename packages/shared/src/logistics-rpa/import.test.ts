/** The RPA result upload's cell and row rules (D-423). */
import { describe, expect, it } from 'vitest';
import { processedAtOf, RPA_RESULT_IMPORT_COLUMNS, rpaResultImportRow } from './import';

const column = (key: string) => RPA_RESULT_IMPORT_COLUMNS.find((c) => c.key === key)!.schema;

describe('processed at', () => {
  it('reads China time with or without seconds', () => {
    expect(processedAtOf('2026-01-05 10:30')?.toISOString()).toBe('2026-01-05T02:30:00.000Z');
    expect(processedAtOf('2026-01-05T23:59:59')?.toISOString()).toBe('2026-01-05T15:59:59.000Z');
  });
  it('refuses moments that do not exist and other formats', () => {
    for (const v of ['2026-02-30 10:00', '2026-13-01 10:00', '2026-01-05 25:00', '05.01.2026 10:30', '2026-01-05']) expect(processedAtOf(v), v).toBeNull();
  });
});

describe('task and result cells', () => {
  it('take the code or its label in either language, any case', () => {
    for (const v of ['goods_receipt', 'Goods receipt', 'GOODS RECEIPT', '收货过账']) expect(column('task').parse(v), v).toBe('goods_receipt');
    expect(column('task').parse('报关单登记')).toBe('customs_entry');
    for (const v of ['success', 'Success', '成功']) expect(column('result').parse(v), v).toBe('success');
    expect(column('result').parse('失败')).toBe('failed');
  });
  it('refuse other words and blanks', () => {
    expect(column('task').safeParse('Booking').error?.issues[0]?.message).toBe('logisticsRpa.unknown_code');
    expect(column('result').safeParse(null).error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('row', () => {
  const row = { shipmentNumber: 'TN-1', task: 'goods_receipt', result: 'success', documentNo: '5000', processedAt: '2026-01-05 10:30', message: null };
  it('needs the document on success and the message on failure', () => {
    expect(rpaResultImportRow.safeParse(row).success).toBe(true);
    expect(rpaResultImportRow.safeParse({ ...row, documentNo: null }).error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual(['documentNo logisticsRpa.document_required']);
    expect(rpaResultImportRow.safeParse({ ...row, result: 'failed', documentNo: null }).error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual(['message logisticsRpa.message_required']);
    expect(rpaResultImportRow.safeParse({ ...row, result: 'failed', message: 'ERP locked' }).success).toBe(true);
  });
});
