/**
 * The typed client over the shared route contracts (issue 30 item 1): a page names the route it
 * calls (`call(blacklistRoutes.detail, { params: { id } })`) and gets the contract's answer type, so
 * a URL, method, parameter or answer cannot drift from what the server implements. Transport,
 * errors and session handling are `request` / `download` of ./client.
 */
import { pathOf, type AnswerOf, type CallArgs, type NoArgs, type RouteContract, type Wire } from '@aerosupply/shared/http/contract';
import { download, request, type DownloadResult, type QueryParams, type RequestOptions } from './client';

/** Transport options of a call (the contract gives method, path, query and body). */
export type CallOptions = Omit<RequestOptions, 'params' | 'body'>;

type ArgList<C extends RouteContract> = NoArgs<C> extends true ? [args?: CallArgs<C>, opts?: CallOptions] : [args: CallArgs<C>, opts?: CallOptions];

const targetOf = (contract: Pick<RouteContract, 'url'>, args?: { params?: unknown }) => pathOf(contract.url, args?.params as Record<string, unknown> | undefined);

/** Calls a route and returns its envelope's `data` (a `raw` contract: the body as sent). */
export function call<C extends RouteContract>(contract: C, ...rest: ArgList<C>): Promise<AnswerOf<C>> {
  return callWire<C>(contract, ...rest);
}

/**
 * Calls a route named by its contract's type only (method and url checked against it at compile
 * time): for the sign-in path, which must not load the contracts' zod schemas (D-730).
 */
export function callWire<C extends RouteContract>(wire: Wire<C>, ...[args, opts]: ArgList<C>): Promise<AnswerOf<C>> {
  const { query, body } = (args ?? {}) as { query?: QueryParams; body?: unknown };
  const sent = wire.form ? { form: body as RequestOptions['form'] } : { body };
  return request<AnswerOf<C>>(wire.method, targetOf(wire, args), { ...opts, raw: opts?.raw ?? wire.raw, params: query, ...sent });
}

/** Fetches a file route (an export, a PDF) with the session's token. */
export function downloadFrom<C extends RouteContract>(contract: C, ...[args, opts]: ArgList<C>): Promise<DownloadResult> {
  const { query } = (args ?? {}) as { query?: QueryParams };
  return download(targetOf(contract, args), { ...opts, params: query });
}
