/**
 * Turns every error into the envelope `{code, errorKey, msg, fields?}` in the user's language,
 * the framework's own included (router, body parsers, multipart, the HTTP parser; D-99).
 * Bad input is a 4xx with field paths; anything unexpected is a logged 500 without details.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { allMessages, pickLang, translate, type FieldError, type Lang } from '@aerosupply/shared';
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

export function sendError(reply: FastifyReply, lang: 'zh' | 'en', status: number, errorKey: string, extra: { fields?: FieldError[]; params?: Record<string, string | number>; data?: Record<string, unknown> } = {}) {
  const body: Record<string, unknown> = { code: status, errorKey, msg: translate(errorKey, lang, extra.params), data: extra.data ?? null };
  if (extra.fields?.length) body.fields = extra.fields;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function errorHandler(error: FastifyError | AppError | Error, req: FastifyRequest, reply: FastifyReply) {
  const lang = req.lang ?? 'en';
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    const fields = error.fields?.map((f) => ({ path: f.path, errorKey: f.errorKey, message: translate(f.errorKey, lang, f.params) }));
    return sendError(reply, lang, error.status, error.errorKey, { fields, params: error.params, data: error.data });
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
  const known = frameworkErrorAnswer(error as FastifyError);
  if (known) return sendError(reply, lang, known.status, known.errorKey);
  req.log.error({ err: error }, 'unhandled error');
  return sendError(reply, lang, 500, 'common.internal');
}

/**
 * Status and errorKey of an error raised by Fastify, its body parsers or @fastify/multipart (by
 * code, then by status); null for anything else, which is a fault (500).
 */
export function frameworkErrorAnswer(error: Pick<FastifyError, 'code' | 'statusCode' | 'name'>): { status: number; errorKey: string } | null {
  const code = error.code ?? '';
  const status = error.statusCode ?? 0;
  switch (code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, errorKey: 'common.uri_too_long' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, errorKey: 'common.bad_url' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return { status: 400, errorKey: 'common.invalid_json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, errorKey: 'common.payload_too_large' };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, errorKey: 'common.too_many_parts' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, errorKey: 'common.unsupported_media_type' };
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_NO_FORM_DATA':
      return { status: 400, errorKey: 'common.invalid_multipart' };
    case 'FST_ERR_REQUEST_TIMEOUT':
      return { status: 408, errorKey: 'common.timeout' };
  }
  // JSON.parse failures (secure-json-parse: bad syntax, __proto__ or constructor keys).
  if (status === 400 && error.name === 'SyntaxError') return { status: 400, errorKey: 'common.invalid_json' };
  if (status === 413) return { status: 413, errorKey: 'common.payload_too_large' };
  if (status === 414) return { status: 414, errorKey: 'common.uri_too_long' };
  if (status === 415) return { status: 415, errorKey: 'common.unsupported_media_type' };
  if (status === 408) return { status: 408, errorKey: 'common.timeout' };
  if (status === 429) return { status: 429, errorKey: 'auth.rate_limited' };
  if (status === 404) return { status: 404, errorKey: 'common.route_not_found' };
  if (status === 405) return { status: 405, errorKey: 'common.method_not_allowed' };
  if (status >= 400 && status < 500) return { status, errorKey: 'common.bad_request' };
  return null;
}

/** The language of a request no hook has seen yet (router errors): its Accept-Language. */
const headerLang = (req: FastifyRequest): Lang => pickLang(null, req.headers['accept-language']);

/**
 * Fastify's `frameworkErrors`: errors the router raises before any hook runs (a path parameter
 * longer than `maxParamLength`, a malformed percent-encoding), answered with the envelope.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const known = frameworkErrorAnswer(error) ?? { status: 400, errorKey: 'common.bad_request' };
  return sendError(reply, headerLang(req), known.status, known.errorKey);
}

/**
 * Fastify's `clientErrorHandler`: the HTTP parser refused the request (headers too large,
 * malformed request line) before Fastify saw it; answer the envelope in English and close.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorKey] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'common.timeout'] : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'common.header_too_large'] : [400, 'common.bad_request'];
  const body = JSON.stringify({ code: status, errorKey, msg: translate(errorKey, 'en'), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
