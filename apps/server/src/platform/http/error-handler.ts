/**
 * Turns every error into the envelope `{code, errorKey, msg, fields?}` in the user's language.
 * Bad input is a 4xx with field paths; anything unexpected is a logged 500 without details.
 */
import { allMessages, translate, type FieldError } from '@aerosupply/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  keys?: string[];
  origin?: string;
  expected?: string;
}

const known = () => allMessages();

/** The stable key of a zod issue: its message when that is a catalogue key, else one derived from its code. */
export function issueKey(issue: ZodIssueLike): string {
  if (issue.message && known()[issue.message]) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid_type';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'validation.too_long' : 'validation.too_big';
    case 'too_small':
      if (issue.origin === 'string' && (issue.input === '' || issue.input === undefined)) return 'validation.required';
      return issue.origin === 'string' || issue.origin === 'array' ? 'validation.too_short' : 'validation.too_small';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'invalid_value':
    case 'invalid_union':
      return 'validation.invalid_enum';
    case 'invalid_format':
      return issue.message && known()[issue.message] ? issue.message : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

export function zodIssuesToFields(issues: ZodIssueLike[], lang: 'zh' | 'en', prefix = ''): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const key = issueKey(issue);
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const k of issue.keys) fields.push({ path: base ? `${base}.${k}` : k, errorKey: key, message: translate(key, lang) });
    } else {
      fields.push({ path: base, errorKey: key, message: translate(key, lang) });
    }
  }
  return fields;
}

export function sendError(reply: FastifyReply, lang: 'zh' | 'en', status: number, errorKey: string, extra: { fields?: FieldError[]; params?: Record<string, string | number> } = {}) {
  const body: Record<string, unknown> = { code: status, errorKey, msg: translate(errorKey, lang, extra.params), data: null };
  if (extra.fields?.length) body.fields = extra.fields;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function errorHandler(error: FastifyError | AppError | Error, req: FastifyRequest, reply: FastifyReply) {
  const lang = req.lang ?? 'en';
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    const fields = error.fields?.map((f) => ({ path: f.path, errorKey: f.errorKey, message: translate(f.errorKey, lang, f.params) }));
    return sendError(reply, lang, error.status, error.errorKey, { fields, params: error.params });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = (error as FastifyError).validationContext ?? '';
    const issues: ZodIssueLike[] = error.validation.map((v) => ({
      ...(v.params as Omit<ZodIssueLike, 'code' | 'path' | 'message'>),
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
    const prefix = part === 'body' || part === 'querystring' || part === 'params' ? '' : part;
    return sendError(reply, lang, 400, 'common.validation', { fields: zodIssuesToFields(issues, lang, prefix) });
  }
  // Text the database cannot store (a NUL character, invalid encoding) is bad input, not a fault.
  const pgCode = (error as { code?: unknown }).code;
  if (pgCode === '22021' || pgCode === '22P05' || pgCode === '22P02' || pgCode === '22003' || pgCode === '22007' || pgCode === '22008') {
    return sendError(reply, lang, 400, 'validation.invalid');
  }
  const fe = error as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendError(reply, lang, 413, 'common.payload_too_large');
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return sendError(reply, lang, 415, 'common.unsupported_media_type');
  if (status === 408 || fe.code === 'FST_ERR_REQUEST_TIMEOUT') return sendError(reply, lang, 408, 'common.timeout');
  if (status === 429) return sendError(reply, lang, 429, 'auth.rate_limited');
  if (status >= 400 && status < 500) return sendError(reply, lang, status, 'common.bad_request');
  req.log.error({ err: error }, 'unhandled error');
  return sendError(reply, lang, 500, 'common.internal');
}
