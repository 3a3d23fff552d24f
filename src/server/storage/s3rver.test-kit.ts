// Test helper (not a test): a real S3-protocol server (s3rver) on loopback, with one empty bucket, for the S3
// driver's tests and the servers that share a bucket.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Peer {
  /** The S3_* variables that point the server's config at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port, its objects in a fresh temporary folder, with `bucket` created. */
export async function startS3Peer(bucket: string): Promise<S3Peer> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'sazon-s3-')),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's built-in credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // An address like 127.0.0.1 has no bucket subdomains: the bucket goes in the path.
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
