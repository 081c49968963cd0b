/**
 * Exchange rates kept by system administrators (issue 13 item 2, D-274): one rate per currency pair
 * and date ("1 unit of `from` = `rate` units of `to` from `validFrom` on"); a conversion at a date
 * uses the newest rate dated on or before it (direct pair, else the inverse pair).
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { idSchema, pageOf, timestamp } from '../contracts';
import { isoDate } from '../supplier-profile/wizard';
import { optionalField, text } from '../validation/fields';
import { AGREEMENT_CURRENCIES } from './schemas';

export const RATE_CURRENCIES = AGREEMENT_CURRENCIES;

const rateNumber = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .refine((v) => Number.isFinite(v) && v > 0 && v < 1e8, { error: 'agreements.must_be_positive' })
  .refine((v) => Math.abs(Math.round(v * 1e8) - v * 1e8) < 1e-3, { error: 'agreements.too_many_decimals' });

export const exchangeRateInput = z
  .strictObject({
    fromCurrency: z.enum(RATE_CURRENCIES, { error: 'validation.invalid_enum' }),
    toCurrency: z.enum(RATE_CURRENCIES, { error: 'validation.invalid_enum' }),
    rate: rateNumber,
    validFrom: isoDate,
    note: optionalField(text(200)),
  })
  .refine((v) => v.fromCurrency !== v.toCurrency, { path: ['toCurrency'], error: 'exchange_rates.same_currency' });
export type ExchangeRateInput = z.infer<typeof exchangeRateInput>;

export const exchangeRateQuery = z.strictObject({
  fromCurrency: z.enum(RATE_CURRENCIES).optional(),
  toCurrency: z.enum(RATE_CURRENCIES).optional(),
  dateFrom: optionalField(isoDate),
  dateTo: optionalField(isoDate),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ExchangeRateQuery = z.infer<typeof exchangeRateQuery>;

export const exchangeRateRow = z.strictObject({
  id: idSchema,
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: z.number(),
  validFrom: z.string(),
  note: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: timestamp,
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;
export const exchangeRatePage = pageOf(exchangeRateRow);

export const convertQuery = z.strictObject({
  amount: z.coerce.number({ error: 'validation.invalid_type' }).finite({ error: 'validation.invalid_type' }),
  from: z.enum(RATE_CURRENCIES, { error: 'validation.invalid_enum' }),
  to: z.enum(RATE_CURRENCIES, { error: 'validation.invalid_enum' }),
  date: isoDate,
});
export type ConvertQuery = z.infer<typeof convertQuery>;

/** A converted amount with the rate used (screens show it). */
export const conversion = z.strictObject({
  amount: z.number(),
  from: z.string(),
  to: z.string(),
  /** Units of `to` per unit of `from` as applied. */
  rate: z.number(),
  /** Date of the rate row used (null for the same currency). */
  rateDate: z.string().nullable(),
  /** Whether the stored row was the inverse pair. */
  inverse: z.boolean(),
  converted: z.number(),
});
export type Conversion = z.infer<typeof conversion>;
