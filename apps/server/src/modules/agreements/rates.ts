/**
 * Exchange rates (issue 13 item 2, D-274): the sysadmins' dated rates per currency pair, their
 * Excel export, and `convertAmount`, the one conversion other use cases call (exported by index.ts).
 */
import { translate, type Lang, type Page } from '@aerosupply/shared';
import type { Conversion, ExchangeRateInput, ExchangeRateQuery, ExchangeRateRow } from '@aerosupply/shared/agreements/rates';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import * as repo from './repo';

/** Most rows one export writes. */
export const RATE_EXPORT_CAP = 100_000;

const present = (r: repo.RateRow): ExchangeRateRow => ({
  id: r.id,
  fromCurrency: r.from_currency,
  toCurrency: r.to_currency,
  rate: Number(r.rate),
  validFrom: r.valid_from,
  note: r.note,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at.toISOString(),
});

export async function listRates(deps: AppDeps, q: ExchangeRateQuery): Promise<Page<ExchangeRateRow>> {
  return mapPage(await repo.listRates(deps.db, q), present);
}

const duplicate = () => fieldError('validFrom', 'exchange_rates.duplicate', 409);

export async function createRate(deps: AppDeps, actor: Actor, input: ExchangeRateInput): Promise<ExchangeRateRow> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertRate(trx, {
      from_currency: input.fromCurrency,
      to_currency: input.toCurrency,
      rate: input.rate,
      valid_from: input.validFrom,
      note: input.note ?? null,
      updated_by: actor.realName,
      updated_at: deps.now(),
    });
    if (id === null) throw duplicate();
    return present((await repo.findRate(trx, id))!);
  });
}

export async function updateRate(deps: AppDeps, actor: Actor, id: number, input: ExchangeRateInput): Promise<ExchangeRateRow> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findRate(trx, id))) throw notFound();
    if (await repo.rateExists(trx, input.fromCurrency, input.toCurrency, input.validFrom, id)) throw duplicate();
    await repo.updateRate(trx, id, {
      from_currency: input.fromCurrency,
      to_currency: input.toCurrency,
      rate: input.rate,
      valid_from: input.validFrom,
      note: input.note ?? null,
      updated_by: actor.realName,
      updated_at: deps.now(),
    });
    return present((await repo.findRate(trx, id))!);
  });
}

export async function deleteRate(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteRate(trx, id))) throw notFound();
  });
}

const COLUMNS: ColumnDef[] = [
  ['fromCurrency', 'exchange_rates.col.from', 10],
  ['toCurrency', 'exchange_rates.col.to', 10],
  ['rate', 'exchange_rates.col.rate', 16],
  ['validFrom', 'exchange_rates.col.validFrom', 14],
  ['note', 'exchange_rates.col.note', 30],
  ['updatedBy', 'exchange_rates.col.updatedBy', 20],
];

export function exportRates(deps: AppDeps, q: ExchangeRateQuery, lang: Lang): ExportFile {
  let after = 0;
  const next = async () => {
    const rows = await repo.rateBatch(deps.db, q, after, 500);
    after = rows.at(-1)?.id ?? after;
    return rows.map((r) => ({ fromCurrency: r.from_currency, toCurrency: r.to_currency, rate: Number(r.rate), validFrom: r.valid_from, note: r.note ?? '', updatedBy: r.updated_by ?? '' }));
  };
  const stream = streamWorkbook(translate('exchange_rates.export.sheet', lang), columnsIn(COLUMNS, lang), next, RATE_EXPORT_CAP);
  return { filename: `${translate('exchange_rates.export.file', lang)}.xlsx`, stream };
}

/**
 * Converts `amount` from one currency to another at `date` with the newest rate dated on or before
 * it: the stored pair, else the inverse pair (1 / rate). Null when no rate applies. Amounts are
 * rounded to 2 decimals, the rate is returned as stored (or its inverse) so a screen can show it.
 */
export async function convertAmount(db: Database, amount: number, from: string, to: string, date: string): Promise<Conversion | null> {
  if (from === to) return { amount, from, to, rate: 1, rateDate: null, inverse: false, converted: round2(amount) };
  const direct = await repo.rateOn(db, from, to, date);
  if (direct) {
    const rate = Number(direct.rate);
    return { amount, from, to, rate, rateDate: direct.valid_from, inverse: false, converted: round2(amount * rate) };
  }
  const inverse = await repo.rateOn(db, to, from, date);
  if (inverse) {
    const rate = 1 / Number(inverse.rate);
    return { amount, from, to, rate: Math.round(rate * 1e8) / 1e8, rateDate: inverse.valid_from, inverse: true, converted: round2(amount * rate) };
  }
  return null;
}

/** `convertAmount` that refuses (409 `exchange_rates.no_rate`) when no rate applies. */
export async function mustConvert(db: Database, amount: number, from: string, to: string, date: string): Promise<Conversion> {
  const c = await convertAmount(db, amount, from, to, date);
  if (!c) throw new AppError(409, 'exchange_rates.no_rate', { from, to, date });
  return c;
}

export const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;
