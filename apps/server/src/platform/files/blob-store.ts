/** Where uploaded bytes live: local disk by default, S3-compatible storage when configured. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredBlob {
  size: number;
  sha256: string;
}

/** A key with no stored bytes (deleted, or never written). */
export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob not found: ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable, contentType: string): Promise<StoredBlob>;
  /** The stored bytes; rejects with BlobNotFoundError for an unknown key. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/** Counts and hashes bytes as they stream past. */
export function measuring(): Transform & { result: () => StoredBlob } {
  const hash = createHash('sha256');
  let size = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      hash.update(chunk);
      cb(null, chunk);
    },
  }) as Transform & { result: () => StoredBlob };
  let digest: string | null = null;
  t.result = () => ({ size, sha256: (digest ??= hash.digest('hex')) });
  return t;
}

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }
  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9/_-]+$/.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return path.join(this.root, key);
  }
  async put(key: string, body: Readable): Promise<StoredBlob> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const meter = measuring();
    try {
      await pipeline(body, meter, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await fs.promises.rm(file, { force: true });
      throw err;
    }
    return meter.result();
  }
  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first, so a missing file is an error here and not after the answer's headers went out.
    const handle = await fs.promises.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new BlobNotFoundError(key) : err;
    });
    return handle.createReadStream();
  }
  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
