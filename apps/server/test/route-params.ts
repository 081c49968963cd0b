import { allRouteContracts } from '@aerosupply/shared/http/route-table';
import type { RouteInfo } from '../src/app';
/** Placeholder path parameters: ids nobody has, so a permitted call touches no real record. */
export function fillParams(url: string, id = '999999'): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (/key|code|token/i.test(name) ? 'no-such-key' : name in STRING_PARAMS ? STRING_PARAMS[name]! : id)).replace(/\*$/, 'x');
}

/** Path parameters that are not record ids, with a well-formed placeholder; every other one is an id. */
const STRING_PARAMS: Record<string, string> = { action: 'no-such-action', table: 'no-such-table', employeeId: '99999999', kind: 'airZone' };

/** Names of the record-id parameters of a route url (validated by the strict id schema, D-99). */
export function idParamNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((name) => !/key|code|token/i.test(name) && !(name in STRING_PARAMS));
}

/** A url with one id parameter set to `value` and the others to placeholders. */
export function withIdParam(url: string, name: string, value: string): string {
  return fillParams(url.replace(`:${name}`, value));
}

/**
 * The route matrix and the fuzz test walk the shared contract table itself (the server serves exactly
 * it: route-contracts.test.ts), so a route the web or an integrator calls is a route they test.
 */
export function contractRoutes(): RouteInfo[] {
  return allRouteContracts().map((c) => ({
    method: c.method,
    url: c.url,
    permission: c.permission,
    opType: c.opType,
    hasBody: c.body !== undefined,
    hasQuery: c.query !== undefined,
    hasParams: c.params !== undefined,
    hasResponse: c.response !== undefined && c.raw !== true,
    raw: c.raw === true,
  }));
}
