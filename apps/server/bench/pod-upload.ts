/**
 * Bench (issue 16 figures): an 8 MB proof-of-delivery photo uploaded the way the phone layout does
 * (`POST /api/files/upload`, multipart, then the delivery hand-over naming it), over a real HTTP
 * socket with the body streamed from disk, while the process's memory is sampled every 5 ms. The
 * upload is streamed to the blob store (files module), so memory must not grow with the file: the
 * same runs with a 64 MB file must peak below 48 MB of buffer memory (a buffered upload holds all
 * 64 MB at once), and the heap must be back to its level after the runs. Client and server share
 * the process, so the peak includes 64 KB chunks of both sides that wait for V8's next collection
 * (V8 collects external memory after some tens of MB), which is why it is not near zero.
 * Run: npx tsx apps/server/bench/pod-upload.ts  (RUNS=5; TEST_DB=pg for PostgreSQL), or
 * BENCH_ONLY=pod-upload npm run bench. Exits 1 when the memory grows by an upload's size.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createTestApp } from '../test/helpers';

const RUNS = Number(process.env.RUNS ?? 5);
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** A JPEG header (what the sniffer checks) followed by noise, written to disk once. */
function photoOf(size: number): string {
  const file = path.join(os.tmpdir(), `pod-${randomBytes(4).toString('hex')}.jpg`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(size - 12)]));
  return file;
}
const photos = { 8: photoOf(8 * MB), 64: photoOf(64 * MB) };

const t = await createTestApp({ uploadRateLimitPerUser: 0, uploadQuotaUserBytesPerDay: 0, uploadQuotaCompanyBytesPerDay: 0, uploadQuotaUserPendingBytes: 0 });
const driver = process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite';
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;
let exit = 0;
try {
  const token = await t.login('fwd_admin');
  const upload = (photo: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const boundary = `----pod${randomBytes(6).toString('hex')}`;
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pod.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/files/upload', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + fs.statSync(photo).size + tail.length } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      Readable.from(
        (async function* () {
          yield head;
          for await (const chunk of fs.createReadStream(photo, { highWaterMark: 64 * 1024 })) yield chunk as Buffer;
          yield tail;
        })(),
      ).pipe(req);
    });

  const measure = async (photo: string) => {
    gc();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakBuffers = base.arrayBuffers;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
    }, 5);
    const keys: string[] = [];
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await upload(photo);
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body.slice(0, 300)}`);
      keys.push((JSON.parse(res.body) as { data: { fileKey: string } }).data.fileKey);
    }
    clearInterval(sampler);
    gc();
    const end = process.memoryUsage();
    return { keys, ms: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!, rss: (peakRss - base.rss) / MB, buffers: (peakBuffers - base.arrayBuffers) / MB, heapAfter: (end.heapUsed - base.heapUsed) / MB };
  };
  await upload(photos[8]); // warm-up: route, sniffer, blob store
  const small = await measure(photos[8]);
  const big = await measure(photos[64]);
  const keys = small.keys;
  // The POD hand-over naming the last photo, on a demo shipment the forwarder may deliver.
  const cleared = await t.deps.db.selectFrom('shipments').select('id').where('status', '=', 'cleared').where('number', 'like', '%DEMO%').executeTakeFirst();
  let delivered = 'no cleared demo shipment';
  if (cleared) {
    const res = await t.call('POST', `/api/logistics/shipments/${cleared.id}/delivery`, { token, body: { packingListNo: 'PL-DEMO', transportStaff: 'Bench', receivingDept: 'Stores', arrivedAt: new Date().toISOString(), photos: [keys.at(-1)] } });
    delivered = `delivery ${res.statusCode}`;
  }
  const fmt = (r: typeof small) => `median ${r.ms.toFixed(0)} ms, peak RSS +${r.rss.toFixed(1)} MB, peak buffers +${r.buffers.toFixed(1)} MB, heap after ${r.heapAfter >= 0 ? '+' : ''}${r.heapAfter.toFixed(1)} MB`;
  console.log(`pod-upload on ${driver}: ${RUNS} uploads each over HTTP; 8 MB: ${fmt(small)}; 64 MB: ${fmt(big)}; ${delivered}`);
  const flat = big.buffers < 48 && big.rss < 48 && Math.abs(big.heapAfter) < 4 && Math.abs(small.heapAfter) < 4;
  const pass = flat && delivered === 'delivery 200';
  const fig = (r: typeof small) => ({ medianMs: Math.round(r.ms), peakRssGrowthMb: +r.rss.toFixed(1), peakBufferGrowthMb: +r.buffers.toFixed(1), heapAfterMb: +r.heapAfter.toFixed(1) });
  console.log(JSON.stringify({ bench: 'pod-upload', driver, runs: RUNS, mb8: fig(small), mb64: fig(big), delivered, pass }));
  if (!pass) exit = 1;
} finally {
  await t.close();
  for (const f of Object.values(photos)) fs.rmSync(f, { force: true });
}
process.exit(exit);
