import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf, queryString, route, urlOf, type CallArgs, type Wire } from './contract';

const sample = route({
  method: 'GET', url: '/api/things/:id/parts/:partNo', permission: 'signedIn', summary: 'A part of a thing',
  params: z.object({ id: z.string(), partNo: z.string() }), query: z.object({ page: z.coerce.number().optional() }), response: z.object({ ok: z.boolean() }),
});

describe('route contracts', () => {
  it('fills path parameters, encoding them', () => {
    expect(pathOf(sample.url, { id: 7, partNo: 'A/B 1' })).toBe('/api/things/7/parts/A%2FB%201');
    expect(() => pathOf(sample.url, { id: 7 })).toThrow(/partNo/);
  });

  it('leaves empty query values out and repeats arrays', () => {
    expect(queryString({ a: 1, b: '', c: null, d: undefined, e: ['x', 'y'] })).toBe('?a=1&e=x&e=y');
    expect(queryString({})).toBe('');
    expect(urlOf(sample, { params: { id: 1, partNo: 'p' }, query: { page: 2 } })).toBe('/api/things/1/parts/p?page=2');
  });

  it('types what a caller passes and names a route by its literal url', () => {
    const ok: CallArgs<typeof sample> = { params: { id: 1, partNo: 'x' }, query: { page: 1 } };
    // @ts-expect-error the path parameters are required
    const missing: CallArgs<typeof sample> = { query: {} };
    const wire: Wire<typeof sample> = { method: 'GET', url: '/api/things/:id/parts/:partNo' };
    // @ts-expect-error a url that drifted from the contract does not compile
    const drifted: Wire<typeof sample> = { method: 'GET', url: '/api/thing/:id/parts/:partNo' };
    expect([ok, missing, wire, drifted]).toHaveLength(4);
  });
});
