/**
 * Issue 9 §6: the clean-up of uploads never attached to a record deletes them (blob and row) after
 * UPLOAD_UNATTACHED_TTL_HOURS, and keeps every file a record holds: owned files, wizard drafts,
 * qualifications, JSON attachments of the timeline and the blacklist, detached files, young uploads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { findActorByAccessToken } from '../../platform/auth/actor-repo';
import { scopeOf } from '../../platform/tenancy/scope';
import { attachFiles, replaceFiles, runUploadCleanup, tickUploadCleanup } from './index';
import { multipart, pdfFile } from './test-fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let clock: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ accessTokenTtlSeconds: 60 * 86_400 });
  clock = Date.now();
  t.deps.now = () => new Date(clock);
  for (const a of ['supa_admin', 'supc_admin', '20000001']) tokens[a] = await t.login(a);
});
afterAll(async () => {
  await t?.close();
});

async function upload(account: string, name = 'doc.pdf'): Promise<string> {
  const { payload, contentType } = multipart([{ name: 'file', filename: name, content: pdfFile() }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { 'content-type': contentType, authorization: `Bearer ${tokens[account]}` } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { fileKey: string } }).data.fileKey;
}

async function row(key: string) {
  return t.deps.db.selectFrom('files').selectAll().where('id', '=', key).executeTakeFirst();
}

async function exists(key: string): Promise<boolean> {
  const r = await row(key);
  if (!r) return false;
  // The row and its bytes go together.
  expect(fs.existsSync(path.join(t.deps.config.filesDir, r.storage_key))).toBe(true);
  return true;
}

const actorOf = async (account: string) => (await findActorByAccessToken(t.deps.db, tokens[account]!, new Date(clock)))!;

describe('issue 9 §6 clean-up of never-attached uploads', () => {
  it('deletes unattached uploads older than the TTL (blob and row) and keeps attached and young ones', async () => {
    const start = clock;
    const orphan = await upload('supa_admin', 'orphan.pdf');
    const orphanKey = (await row(orphan))!.storage_key;
    const owned = await upload('supa_admin', 'owned.pdf');
    const detached = await upload('supa_admin', 'detached.pdf');
    const actorA = await actorOf('supa_admin');
    await t.deps.db.transaction().execute(async (trx) => {
      await attachFiles(trx, { fileKeys: [owned], ownerType: 'cleanup.test', ownerId: 1, scope: scopeOf(actorA) });
      await attachFiles(trx, { fileKeys: [detached], ownerType: 'cleanup.test', ownerId: 2, scope: scopeOf(actorA) });
      // Taken off its record later: a change request or the timeline may still name it, so it stays.
      await replaceFiles(trx, { fileKeys: [], ownerType: 'cleanup.test', ownerId: 2, scope: scopeOf(actorA) });
    });
    expect((await row(detached))!.owner_type).toBeNull();

    // Supplier C's wizard draft names a file in its JSON (general.businessLicenceFileKeys) and a qualification's.
    const licence = await upload('supc_admin', 'licence.pdf');
    const qualification = await upload('supc_admin', 'caac.pdf');
    const draft = await t.call('PUT', '/api/sup/wizard', {
      token: tokens.supc_admin,
      body: {
        general: { businessLicenceFileKeys: [licence] },
        technology: { qualifications: [{ authority: '0', number: 'CAAC-145-T-9', fileKeys: [qualification] }] },
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);

    // Staff keep keys in JSON: a blacklist entry's attachments (and its timeline event).
    const evidence = await upload('20000001', 'evidence.pdf');
    const b = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000002').executeTakeFirstOrThrow()).id;
    const listed = await t.call('POST', '/api/blacklist', { token: tokens['20000001'], body: { companyId: b, source: 'quality', reason: 'Forged certificates', attachments: [evidence] } });
    expect(listed.statusCode, listed.body).toBe(200);

    clock = start + 20 * HOUR;
    const young = await upload('supa_admin', 'young.pdf');

    // 23 h after the first uploads: nothing is old enough yet.
    clock = start + 23 * HOUR;
    expect(await runUploadCleanup(t.deps)).toEqual({ files: 0, bytes: 0 });

    clock = start + 25 * HOUR;
    const first = await runUploadCleanup(t.deps);
    expect(first).toEqual({ files: 1, bytes: pdfFile().length });
    expect(await row(orphan)).toBeUndefined();
    expect(fs.existsSync(path.join(t.deps.config.filesDir, orphanKey))).toBe(false);
    for (const key of [owned, detached, licence, qualification, evidence, young]) expect(await exists(key), key).toBe(true);

    // The draft still shows its files, and saving it again still works.
    const wizard = await t.call('GET', '/api/sup/wizard', { token: tokens.supc_admin });
    expect(Object.keys(wizard.json().data.files as Record<string, unknown>)).toEqual(expect.arrayContaining([licence, qualification]));
    expect((await t.call('PUT', '/api/sup/wizard', { token: tokens.supc_admin, body: { general: { businessLicenceFileKeys: [licence] } } })).statusCode).toBe(200);

    // A day after the young upload, it goes too; the others stay for good.
    clock = start + 45 * HOUR;
    expect((await runUploadCleanup(t.deps)).files).toBe(1);
    expect(await row(young)).toBeUndefined();
    clock = start + 30 * 24 * HOUR;
    expect((await runUploadCleanup(t.deps)).files).toBe(0);
    for (const key of [owned, detached, licence, qualification, evidence]) expect(await exists(key), key).toBe(true);

    // A deleted upload can no longer be attached: the record is refused, not left with a dangling key.
    await expect(t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [orphan], ownerType: 'cleanup.test', ownerId: 3, scope: scopeOf(actorA) }))).rejects.toMatchObject({
      status: 400,
      errorKey: 'upload.not_uploaded',
    });
  });

  it('works in batches and is scheduled once an hour across processes through the job queue', async () => {
    const start = clock;
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push(await upload('supa_admin', `batch-${i}.pdf`));
    clock = start + 25 * HOUR;
    expect(await runUploadCleanup(t.deps, { batchSize: 2 })).toEqual({ files: 5, bytes: 5 * pdfFile().length });
    for (const key of keys) expect(await row(key)).toBeUndefined();

    const more = await upload('supa_admin', 'scheduled.pdf');
    clock += 25 * HOUR;
    // Two processes ticking in the same hour enqueue one job.
    expect(await tickUploadCleanup(t.deps)).toBe(true);
    expect(await tickUploadCleanup(t.deps)).toBe(false);
    expect(await t.deps.jobs.drain()).toBe(1);
    expect(await row(more)).toBeUndefined();
    clock += HOUR;
    expect(await tickUploadCleanup(t.deps)).toBe(true);
    expect(await t.deps.jobs.drain()).toBe(1);
    const job = await t.deps.db.selectFrom('jobs').select(['status']).where('queue', '=', 'files.cleanup').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
  });

  it('never lets two sweeps take the same file (rows locked, skip locked)', async () => {
    const start = clock;
    for (let i = 0; i < 6; i++) await upload('supa_admin', `race-${i}.pdf`);
    clock = start + 25 * HOUR;
    const [a, b] = await Promise.all([runUploadCleanup(t.deps, { batchSize: 2 }), runUploadCleanup(t.deps, { batchSize: 2 })]);
    expect(a.files + b.files).toBe(6);
  });
});
