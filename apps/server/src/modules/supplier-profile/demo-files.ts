/**
 * The demo supplier's uploaded documents (business licence, yearly financial statements,
 * qualification certificates) as real files: small bilingual PDFs made by the files module's PDF
 * writer. The demo seed writes their `files` rows (storage keys `demo/<slug>`) inside its
 * transaction; the bytes are deterministic, so `writeDemoFiles` (run at every start with demo data)
 * puts any that the blob store lacks - a fresh data directory, a database copied from a template,
 * or S3 - and the rows' size and SHA-256 always match.
 */
import { DEFAULT_TIME_ZONE } from '@aerosupply/shared/format/dates';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../../db/database';
import { BlobNotFoundError, type BlobStore } from '../../platform/files/blob-store';
import { findStorageKeysWithPrefix, insertStoredFiles, renderPdf, type PdfBlock } from '../files';

export interface DemoDocument {
  slug: string;
  filename: string;
  title: { zh: string; en: string };
  lines: { zh: string; en: string }[];
}

const COMPANY = { zh: '成都天翼航空器材有限公司', en: 'Chengdu Skywing Aero Parts Co., Ltd.' };

export const DEMO_LICENCE: DemoDocument = {
  slug: 'skywing-business-licence',
  filename: '营业执照.pdf',
  title: { zh: '营业执照（副本）', en: 'Business licence (copy)' },
  lines: [
    { zh: `名称：${COMPANY.zh}`, en: `Name: ${COMPANY.en}` },
    { zh: '统一社会信用代码：91510100MA61AB2C3D', en: 'Unified social credit code: 91510100MA61AB2C3D' },
    { zh: '注册资本：人民币伍仟万元整', en: 'Registered capital: CNY 50,000,000' },
    { zh: '成立日期：2009年04月16日；营业期限至：2039年04月15日', en: 'Established 2009-04-16; valid until 2039-04-15' },
    { zh: '住所：成都市双流区航空港物流大道88号', en: 'Address: 88 Airport Logistics Avenue, Shuangliu, Chengdu' },
  ],
};

export const demoStatement = (year: number, revenue: string, profit: string, assets: string): DemoDocument => ({
  slug: `skywing-financial-statement-${year}`,
  filename: `${year}年度财务报表.pdf`,
  title: { zh: `${year}年度财务报表（经审计）`, en: `Audited financial statements ${year}` },
  lines: [
    { zh: COMPANY.zh, en: COMPANY.en },
    { zh: `营业收入：人民币${revenue}`, en: `Revenue: CNY ${revenue}` },
    { zh: `净利润：人民币${profit}`, en: `Net profit: CNY ${profit}` },
    { zh: `资产总额：人民币${assets}`, en: `Total assets: CNY ${assets}` },
  ],
});

export const demoCertificate = (number: string, authority: { zh: string; en: string }, scope: string): DemoDocument => ({
  slug: `skywing-certificate-${number.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  filename: `${number}.pdf`,
  title: { zh: `${authority.zh} 资质证书`, en: `${authority.en} certificate` },
  lines: [
    { zh: `持证单位：${COMPANY.zh}`, en: `Holder: ${COMPANY.en}` },
    { zh: `证书编号：${number}`, en: `Certificate number: ${number}` },
    { zh: `范围：${scope}`, en: `Scope: ${scope}` },
  ],
});

const storageKeyOf = (doc: Pick<DemoDocument, 'slug'>) => `demo/${doc.slug}`;
const bytesCache = new Map<string, Buffer>();

/** The PDF of a demo document (same source, same bytes). */
export function demoDocumentBytes(doc: DemoDocument): Buffer {
  let bytes = bytesCache.get(doc.slug);
  if (!bytes) {
    const blocks: PdfBlock[] = [
      { kind: 'title', text: doc.title.zh },
      { kind: 'subtitle', text: doc.title.en },
      ...doc.lines.flatMap((l): PdfBlock[] => [{ kind: 'para', text: l.zh }, { kind: 'para', text: l.en }]),
      { kind: 'para', text: '演示数据 - Demo data' },
    ];
    bytes = renderPdf({
      title: `${doc.title.zh} / ${doc.title.en}`,
      author: COMPANY.en,
      header: { title: `${doc.title.zh} · ${doc.title.en}` },
      blocks,
      // Fixed, so the same source gives the same bytes at every start.
      generatedAt: new Date('2026-01-01T00:00:00Z'),
      timeZone: DEFAULT_TIME_ZONE,
    });
    bytesCache.set(doc.slug, bytes);
  }
  return bytes;
}

/** Inserts the `files` row of a demo document owned by a record; returns its file key. */
export async function insertDemoFile(
  trx: Database,
  doc: DemoDocument,
  owner: { companyId: number; uploadedBy: number | null; ownerType: string; ownerId: number },
): Promise<string> {
  const bytes = demoDocumentBytes(doc);
  const id = randomBytes(24).toString('base64url');
  await insertStoredFiles(trx, [
    {
      id,
      storage_key: storageKeyOf(doc),
      filename: doc.filename,
      content_type: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      company_id: owner.companyId,
      uploaded_by: owner.uploadedBy,
      owner_type: owner.ownerType,
      owner_id: String(owner.ownerId),
      attached_at: new Date(),
    },
  ]);
  return id;
}

/** Every demo document the seed may have stored, by storage key. */
const knownDocuments = () => new Map(DEMO_DOCUMENTS.map((doc) => [storageKeyOf(doc), doc]));

/** Puts the bytes of every seeded demo document the blob store does not hold (idempotent). */
export async function writeDemoFiles(db: Database, blobs: BlobStore): Promise<number> {
  const keys = await findStorageKeysWithPrefix(db, 'demo/');
  const docs = knownDocuments();
  let written = 0;
  for (const key of keys) {
    const doc = docs.get(key);
    if (!doc) continue;
    try {
      (await blobs.get(key)).destroy();
      continue;
    } catch (err) {
      if (!(err instanceof BlobNotFoundError)) throw err;
    }
    try {
      await blobs.put(key, Readable.from([demoDocumentBytes(doc)]), 'application/pdf');
      written++;
    } catch (err) {
      // Another process wrote it meanwhile (local store: exclusive create).
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return written;
}

const AUTHORITY = {
  caac: { zh: '中国民用航空局', en: 'CAAC' },
  faa: { zh: '美国联邦航空局', en: 'FAA' },
  easa: { zh: '欧洲航空安全局', en: 'EASA' },
  bsi: { zh: '英国标准协会', en: 'BSI' },
};

/** Supplier A's documents: the licence, three yearly statements, four certificates (qualification rows in order). */
export const DEMO_STATEMENTS = [
  demoStatement(2022, '268,000,000', '15,600,000', '410,000,000'),
  demoStatement(2023, '295,000,000', '18,200,000', '452,000,000'),
  demoStatement(2024, '320,000,000', '21,400,000', '498,000,000'),
];
export const DEMO_CERTIFICATES = [
  demoCertificate('CAAC-145-F-0321', AUTHORITY.caac, 'Hydraulic component repair'),
  demoCertificate('FAA-145-SKWY512K', AUTHORITY.faa, 'Accessories class 1 and 2'),
  demoCertificate('EASA.145.0789', AUTHORITY.easa, 'Landing gear components'),
  demoCertificate('AS9120-2023-0456', AUTHORITY.bsi, 'Distribution of aircraft parts'),
];
const DEMO_DOCUMENTS: DemoDocument[] = [DEMO_LICENCE, ...DEMO_STATEMENTS, ...DEMO_CERTIFICATES];
