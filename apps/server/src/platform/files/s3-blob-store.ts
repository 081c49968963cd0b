/** S3-compatible storage for uploads (AWS S3, MinIO, OSS...), used when S3_BUCKET is set. */
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { BlobNotFoundError, measuring, type BlobStore, type StoredBlob } from './blob-store';

export async function createS3BlobStore(s3: NonNullable<Config['s3']>): Promise<BlobStore> {
  const { S3Client, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint ?? undefined,
    forcePathStyle: Boolean(s3.endpoint),
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  return {
    kind: 's3',
    async put(key: string, body: Readable, contentType: string): Promise<StoredBlob> {
      const meter = measuring();
      // pipe() does not forward errors: a refused or broken upload must fail the S3 upload too.
      body.on('error', (err) => meter.destroy(err));
      const upload = new Upload({ client, params: { Bucket: s3.bucket, Key: key, Body: body.pipe(meter), ContentType: contentType } });
      await upload.done();
      return meter.result();
    },
    async get(key: string): Promise<Readable> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return out.Body as Readable;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') throw new BlobNotFoundError(key);
        throw err;
      }
    },
    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}
