// http_ece (RFC 8188 encrypted content-encoding, the reference implementation web-push itself uses) has no
// types of its own; the tests' fake browser decrypts pushes with it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's (browser's) P-256 key pair. */
    privateKey: ECDH;
    authSecret: Buffer;
  }

  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
