/** Errors as codes (architecture habit 5): the error handler turns these into the envelope, translated. */
export interface AppFieldError {
  path: string;
  errorKey: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorKey: string,
    readonly params?: Record<string, string | number>,
    readonly fields?: AppFieldError[],
    readonly headers?: Record<string, string>,
    /** The envelope's `data` of the refusal (e.g. a record's current state with a 409, D-293); null when absent. */
    readonly data?: Record<string, unknown>,
  ) {
    super(errorKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);
export const unauthorized = (key = 'auth.token_invalid') => new AppError(401, key);
export const forbidden = (key = 'auth.forbidden') => new AppError(403, key);
/** Another company's record answers 404 too (its existence stays hidden). */
export const notFound = (key = 'common.not_found') => new AppError(404, key);
export const conflict = (key: string, params?: Record<string, string | number>) => new AppError(409, key, params);
/** A status-flow action not allowed now. */
export const wrongState = (key = 'common.wrong_state') => new AppError(409, key);
/** A validation error on one field, reported like schema errors so forms can mark the field. */
export const fieldError = (path: string, errorKey: string, status = 400) =>
  new AppError(status, errorKey, undefined, [{ path, errorKey }]);

/** Throws a workflow's refusal (`decide` of packages/shared/src/workflow/machine.ts): 403 or 409 with its message. */
export function enforce(refusal: { status: number; errorKey: string } | null): void {
  if (refusal) throw new AppError(refusal.status, refusal.errorKey);
}
