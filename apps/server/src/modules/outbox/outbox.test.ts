import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process; `reject` makes it refuse recipients (550). */
function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[]; setReject: (v: boolean) => void }> {
  const received: Received[] = [];
  let reject = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({ server, port, received, setReject: (v) => (reject = v) });
    });
  });
}

/** Headers and decoded text body of a single-part message (quoted-printable or base64). */
function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head!.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = rest.join('\r\n\r\n');
  const cte = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (cte === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { headers, body };
}

const outboxRow = (t: TestApp, id: number) => t.deps.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const deliverJob = (t: TestApp, id: number) =>
  t.deps.db.selectFrom('jobs').selectAll().where('queue', '=', 'outbox.deliver').where(sql<string>`payload->>'id'`, '=', String(id)).executeTakeFirstOrThrow();
const makeDue = (t: TestApp, id: number) =>
  t.deps.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000) }).where('queue', '=', 'outbox.deliver').where(sql<string>`payload->>'id'`, '=', String(id)).execute();

describe('issue 2 §11 mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'AeroSupply <noreply@aerosupply.local>' });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  it('delivers a queued mail with the job worker and marks it sent', async () => {
    const id = await t.deps.outbox.send({ channel: 'mail', recipient: 'zhao.qiang@skywing-aero.cn', subject: 'Verification code / 验证码', body: '您的验证码是 482913，10分钟内有效。\nYour code is 482913.' });
    expect((await outboxRow(t, id)).status).toBe('pending');
    expect(smtp.received).toHaveLength(0);
    await t.deps.jobs.drain();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['zhao.qiang@skywing-aero.cn']);
    expect(mail.from).toBe('noreply@aerosupply.local');
    const { headers, body } = parseMail(mail.raw);
    expect(headers.to).toBe('zhao.qiang@skywing-aero.cn');
    expect(headers.subject).toMatch(/^=\?UTF-8\?/i);
    expect(body).toContain('您的验证码是 482913，10分钟内有效。');
    expect(body).toContain('Your code is 482913.');

    const row = await outboxRow(t, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect((await deliverJob(t, id)).status).toBe('done');
  });

  it('queues nothing when the use case rolls back', async () => {
    const before = smtp.received.length;
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await t.deps.outbox.send({ channel: 'mail', recipient: 'rollback@example.com', subject: 'never', body: 'never' }, trx);
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    await t.deps.jobs.drain();
    expect(smtp.received.length).toBe(before);
    expect(await t.deps.db.selectFrom('outbox').select('id').where('recipient', '=', 'rollback@example.com').execute()).toEqual([]);
  });

  it('marks a refused mail failed, backs off, and delivers on the next attempt', async () => {
    smtp.setReject(true);
    const id = await t.deps.outbox.send({ channel: 'mail', recipient: 'john.miller@pacificrotables.com', subject: 'PO 4500012345 changed', body: 'Please acknowledge.' });
    await t.deps.jobs.drain();
    let row = await outboxRow(t, id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550|Mailbox unavailable/);
    const job = await deliverJob(t, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: draining again does not touch it.
    await t.deps.jobs.drain();
    expect((await outboxRow(t, id)).attempts).toBe(1);

    smtp.setReject(false);
    await makeDue(t, id);
    await t.deps.jobs.drain();
    row = await outboxRow(t, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received.at(-1)!.to).toEqual(['john.miller@pacificrotables.com']);
  });

  it('lets the sysadmin send a failed mail again at once (POST /api/admin/outbox/:id/retry)', async () => {
    smtp.setReject(true);
    const id = await t.deps.outbox.send({ channel: 'mail', recipient: 'retry@example.com', subject: 'Audit result', body: 'Approved.' });
    await t.deps.jobs.drain();
    expect((await outboxRow(t, id)).status).toBe('failed');
    const view = (await t.call('GET', `/api/admin/outbox/${id}`, { token: admin })).json().data;
    expect(view.actions).toEqual(['view', 'retry']);
    smtp.setReject(false);
    const res = await t.call('POST', `/api/admin/outbox/${id}/retry`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('pending');
    // The waiting job was made due now (no second job).
    const jobs = await t.deps.db.selectFrom('jobs').select('id').where('queue', '=', 'outbox.deliver').where(sql<string>`payload->>'id'`, '=', String(id)).execute();
    expect(jobs).toHaveLength(1);
    await t.deps.jobs.drain();
    expect((await outboxRow(t, id)).status).toBe('sent');
    const again = await t.call('POST', `/api/admin/outbox/${id}/retry`, { token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorKey).toBe('outbox.not_retryable');
  });

  it('keeps SMS held (no gateway) and refuses to retry them', async () => {
    const id = await t.deps.outbox.send({ channel: 'sms', recipient: '13900000001', subject: 'SMS code', body: '【航材门户】验证码 Ab3xY9，5分钟内有效。' });
    await t.deps.jobs.drain();
    expect((await outboxRow(t, id)).status).toBe('held');
    const res = await t.call('POST', `/api/admin/outbox/${id}/retry`, { token: admin });
    expect(res.statusCode).toBe(409);
  });
});

describe('issue 2 §11 outbox viewer without SMTP (embedded/demo mode)', () => {
  let t: TestApp;
  let admin: string;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    for (let i = 1; i <= 5; i++) {
      ids.push(await t.deps.outbox.send({ channel: 'mail', recipient: i % 2 ? 'Sun.Li@skywing-aero.cn' : 'john.miller@pacificrotables.com', subject: `Reset password code ${i}`, body: `Your reset code is 10000${i}.` }));
    }
    ids.push(await t.deps.outbox.send({ channel: 'sms', recipient: '13900000002', subject: 'Unlock code', body: '解锁验证码 7KpQ2m' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps mail held and shows it, with its body, to the sysadmin', async () => {
    await t.deps.jobs.drain();
    const list = await t.call('GET', '/api/admin/outbox', { token: admin });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as { id: number; status: string; channel: string; actions: string[]; body?: string }[];
    expect(rows[0]!.id).toBe(ids.at(-1));
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status === 'held')).toBe(true);
    expect(rows[0]!.body).toBeUndefined();
    expect(rows[0]!.actions).toEqual(['view']);
    const one = (await t.call('GET', `/api/admin/outbox/${ids[0]}`, { token: admin })).json().data;
    expect(one).toMatchObject({ recipient: 'Sun.Li@skywing-aero.cn', status: 'held', body: 'Your reset code is 100001.' });
    const retry = await t.call('POST', `/api/admin/outbox/${ids[0]}/retry`, { token: admin });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errorKey).toBe('outbox.no_transport');
  });

  it('pages with a keyset cursor and filters by channel, status, recipient and text', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/outbox?channel=mail&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.call('GET', url, { token: admin })).json().data as { rows: { id: number; channel: string }[]; nextCursor: string | null };
      expect(page.rows.length).toBeLessThanOrEqual(2);
      expect(page.rows.every((r) => r.channel === 'mail')).toBe(true);
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids.slice(0, 5)));

    const byRecipient = (await t.call('GET', '/api/admin/outbox?recipient=sun.li@SKYWING-aero.cn', { token: admin })).json().data.rows as { id: number }[];
    expect(byRecipient.map((r) => r.id)).toEqual([ids[4], ids[2], ids[0]]);
    const byText = (await t.call('GET', '/api/admin/outbox?q=code%204', { token: admin })).json().data.rows as { id: number }[];
    expect(byText.map((r) => r.id)).toEqual([ids[3]]);
    const sms = (await t.call('GET', '/api/admin/outbox?channel=sms&status=held', { token: admin })).json().data.rows as { id: number }[];
    expect(sms.map((r) => r.id)).toContain(ids[5]);
    expect((await t.call('GET', '/api/admin/outbox?status=sent', { token: admin })).json().data.rows).toEqual([]);
  });

  it('requires sys.outbox.view: 401 anonymous, 403 buyer and supplier administrator; 404 unknown id', async () => {
    expect((await t.call('GET', '/api/admin/outbox')).statusCode).toBe(401);
    for (const account of ['20000001', 'supa_admin', 'fwd_admin']) {
      const token = await t.login(account);
      expect((await t.call('GET', '/api/admin/outbox', { token })).statusCode).toBe(403);
      expect((await t.call('GET', `/api/admin/outbox/${ids[0]}`, { token })).statusCode).toBe(403);
      expect((await t.call('POST', `/api/admin/outbox/${ids[0]}/retry`, { token })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/outbox/99999999', { token: admin })).statusCode).toBe(404);
  });

  it('refuses bad filters with field paths', async () => {
    const res = await t.call('GET', '/api/admin/outbox?status=lost&cursor=abc&pageSize=500&foo=1', { token: admin });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(['cursor', 'foo', 'pageSize', 'status']);
  });
});
