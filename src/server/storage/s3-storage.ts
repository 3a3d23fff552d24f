// S3-compatible object storage (AWS, MinIO, R2, Ceph...) for servers that share no disk.
// The SDK loads on first use, so a server on local disk never pays for it at start.
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { FileStorage, StoredFile } from './storage.ts';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements FileStorage {
  private sdk: Promise<{ client: S3Client; commands: typeof import('@aws-sdk/client-s3') }> | null = null;

  constructor(private readonly config: S3Config) {}

  private connect() {
    this.sdk ??= import('@aws-sdk/client-s3').then((commands) => {
      const { bucket: _bucket, accessKeyId, secretAccessKey, ...options } = this.config;
      const client = new commands.S3Client({
        ...options,
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // Many S3-compatible servers reject the SDK's default streaming checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, commands };
    });
    return this.sdk;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { client, commands } = await this.connect();
    await client.send(
      new commands.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const { client, commands } = await this.connect();
    try {
      const object = await client.send(
        new commands.GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      if (!object.Body) return null;
      return {
        body: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { client, commands } = await this.connect();
    try {
      await client.send(new commands.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async check(): Promise<void> {
    const { client, commands } = await this.connect();
    await client.send(new commands.HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /** Frees the SDK's sockets (on server close). */
  async close(): Promise<void> {
    if (this.sdk) (await this.sdk).client.destroy();
  }
}
