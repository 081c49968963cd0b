/**
 * Sealed quotations (D-257): a submitted quotation is stored only as AES-256-GCM ciphertext under
 * a key derived per RFx (HKDF-SHA256) from the server's SEALING_SECRET; nothing before the opening
 * holds its prices in the clear. `unseal` is called by the opening use case (and by the supplier's
 * read of its own submitted quotation). The opening log chains entries by SHA-256 (D-258).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { OtherFeeJson, QuotationAnswerJson, SupplierQuestionJson } from './tables';

export interface SealedItem {
  rfxItemId: number;
  lineNo: number;
  noBid: boolean;
  quoteQty: number | null;
  unitPrice: number | null;
  currency: string | null;
  priceUnit: number;
  vatRate: number | null;
  otherFees: OtherFeeJson[];
  leadTimeDays: number | null;
  /** Absent in versions sealed before migration 0642 (read as null). */
  conditionCode?: string | null;
  certificate?: string | null;
  postponed: boolean;
  postponedDate: string | null;
  alternativePn: string | null;
  manufacturerPn: string | null;
  manufacturerCode: string | null;
  manufacturerName: string | null;
  specialNotes: string | null;
}

/** Everything a submission says (the header too, so a version is whole). */
export interface SealedQuotation {
  validityDays: number | null;
  currency: string | null;
  incoterms: string | null;
  deliveryLocation: string | null;
  paymentTerm: string | null;
  paymentNote: string | null;
  remark: string | null;
  answers: QuotationAnswerJson[];
  supplierQuestions: SupplierQuestionJson[];
  items: SealedItem[];
}

const SALT = 'aerosupply-sealing-v1';

const rfxKey = (secret: string, rfxId: number) => Buffer.from(hkdfSync('sha256', secret, SALT, `rfx:${rfxId}`, 32));

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Seals a submission for one RFx: `v1.<iv>.<tag>.<ciphertext>` (base64url), and its SHA-256. */
export function seal(secret: string, rfxId: number, quotationId: number, payload: SealedQuotation): { sealed: string; hash: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', rfxKey(secret, rfxId), iv);
  cipher.setAAD(Buffer.from(`rfx:${rfxId}:q:${quotationId}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const sealed = ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  return { sealed, hash: sha256(sealed) };
}

/** Opens a sealed submission; throws when it was altered or sealed for another RFx or quotation. */
export function unseal(secret: string, rfxId: number, quotationId: number, sealed: string): SealedQuotation {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed quotation: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', rfxKey(secret, rfxId), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`rfx:${rfxId}:q:${quotationId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as SealedQuotation;
}

/** Hash of the sealed quotations one opening opened: `<quotationId>:<version>:<sealHash>` lines in id order. */
export const quotationsHash = (sealed: readonly { quotationId: number; version: number; sealHash: string }[]) =>
  sha256([...sealed].sort((a, b) => a.quotationId - b.quotationId).map((q) => `${q.quotationId}:${q.version}:${q.sealHash}`).join('\n'));

/** The first entry's previous hash. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry's hash: the previous entry's hash and every field of the entry. */
export const entryHash = (e: { prevHash: string; seq: number; rfxId: number; at: Date; actorId: number | null; how: string; quotationCount: number; quotationsHash: string }) =>
  sha256([e.prevHash, e.seq, e.rfxId, new Date(e.at).toISOString(), e.actorId ?? '', e.how, e.quotationCount, e.quotationsHash].join('|'));
