/**
 * The OpenAPI document an integrator downloads is one standard tools accept: a maintained validator
 * passes it and a maintained generator makes TypeScript types from it.
 */
import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let doc: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json() as Record<string, unknown>;
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('passes a maintained OpenAPI validator', async () => {
    // The validator dereferences in place, so it gets its own copy.
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
    const errors = result.valid ? [] : result.errors.map((e) => e.message);
    expect(errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('defines every schema it refers to', () => {
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    const defined = Object.keys((doc.components as { schemas?: Record<string, unknown> }).schemas ?? {});
    expect([...refs].filter((r) => !defined.includes(r))).toEqual([]);
  });

  it('gives a maintained client generator the types of the menu tree and of a list answer', async () => {
    const types = astToString(await openapiTS(structuredClone(doc) as never));
    expect(types).toContain('"/api/orders"');
    expect(types).toMatch(/MenuItem/);
  });
});
