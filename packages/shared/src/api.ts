/** The response envelope of every API call (spec 000 §8: code 200 is success). */
export interface ApiSuccess<T> {
  code: 200;
  msg: string;
  data: T;
}

export interface FieldError {
  /** Dotted path of the field in the request, e.g. `body.email` -> `email`. */
  path: string;
  /** Stable key of the rule, e.g. `validation.too_long`. */
  errorKey: string;
  message: string;
}

export interface ApiFailure {
  /** The HTTP status repeated in the body. */
  code: number;
  /** Stable, language-independent key (`auth.captcha_expired`). */
  errorKey: string;
  /** Message in the user's language. */
  msg: string;
  fields?: FieldError[];
  data?: null;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Page request and answer shared by every paged list. */
export interface Page<T> {
  rows: T[];
  page: number;
  pageSize: number;
  /** Exact where cheap; `capped: true` means "at least total" (architecture: no exact counts on big lists). */
  total: number;
  capped?: boolean;
  /**
   * A list with amounts: the sums over every row of the search, per currency (D-721); absent when
   * the count is capped (not summed) or the list has no amounts.
   */
  totals?: { currency: string; amount: number }[];
}

/** Keyset page for cross-company staff lists. */
export interface CursorPage<T> {
  rows: T[];
  nextCursor: string | null;
}

export const MAX_PAGE_SIZE = 100;
export const COUNT_CAP = 10000;
