/** Set-up shared by the webhooks API tests: a real receiver on 127.0.0.1, endpoints, and purchase orders whose changes send events. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
export const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

/** A request the receiver got, with the status it answered. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

/** Starts a receiver that keeps every request in `received` and answers the status `answer` holds for its path (default 200). */
export async function startReceiver(received: Received[], answer: Map<string, number>): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = answer.get(req.url ?? '') ?? 200;
      received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), answered: status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** An endpoint at `base` + `path` subscribed to `eventTypes`, created by the administrator `admin`. */
export async function createEndpoint(t: TestApp, admin: string, base: string, path: string, eventTypes: string[]): Promise<{ id: number; secret: string }> {
  const res = await t.call('POST', '/api/admin/webhooks', { token: admin, body: { url: `${base}${path}`, description: path, eventTypes } });
  expect(res.statusCode, res.body).toBe(200);
  return { id: data(res).endpoint.id, secret: data(res).secret };
}

/** A two-item order of demo supplier 10000001 for intake. */
export const orderIntake = (orderNo: string) => ({
  orderNo,
  version: 1,
  vendorCode: '10000001',
  purchaseDept: '航材采购部',
  orderType: 'standard',
  orderDate: '2026-11-20',
  buyerAccount: '20000001',
  buyerName: '王磊 Wang Lei',
  currency: 'CNY',
  fee: 0,
  netAmount: 3840.3,
  vatAmount: 493.03,
  totalAmount: 4333.33,
  items: [
    { itemNo: 10, partNumber: '2-1587-3', quantity: 3, unit: 'EA', unitPrice: 1250.5, vatRate: 13, netAmount: 3751.5, requestedShipDate: '2026-12-20', deliveryLines: [{ shipToCode: 'PVG1', quantity: 3, needByDate: '2026-12-20' }] },
    { itemNo: 20, partNumber: 'QA06753', quantity: 10, unit: 'EA', unitPrice: 8.88, vatRate: 6, requestedShipDate: '2026-12-15', deliveryLines: [{ shipToCode: 'PVG1', quantity: 10, needByDate: '2026-12-15' }] },
  ],
});

/** Takes in `orderIntake(orderNo)` as `buyer`; answers its id and its items as `supplier` reads them. */
export async function newOrder(t: TestApp, buyer: string, supplier: string, orderNo: string): Promise<{ id: number; items: { id: number }[] }> {
  const res = await t.call('POST', '/api/orders', { token: buyer, body: orderIntake(orderNo) });
  expect(res.statusCode, res.body).toBe(200);
  const id = data(res).id as number;
  return { id, items: data(await t.call('GET', `/api/sup/orders/${id}`, { token: supplier })).items };
}
