// What a browser's push subscription must be before the server will ever send a request to it. The
// endpoint is a URL the client chose, so without these rules a subscription would let anyone make this
// server POST to addresses inside its own network.
import { createPublicKey } from 'node:crypto';
import { bareHost, isLoopbackHost as isLoopback, isPrivateAddress as isPrivate } from '../../http/public-address.ts';

export type EndpointProblem = 'not-https' | 'private-address';

/**
 * Why the server will not send to this endpoint, or null when it will. Only https, and never to a private,
 * loopback or link-local address written in the URL; `allowLoopback` (tests) lets http and https reach
 * this machine only. A name that resolves to a private address is the push service's DNS, not the client's
 * choice, and is not checked here.
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not-https';
  }
  const host = bareHost(url);
  if (allowLoopback && isLoopback(host)) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'not-https';
  if (url.protocol !== 'https:') return 'not-https';
  if (isLoopback(host) || isPrivate(host)) return 'private-address';
  return null;
}

const p256PointBytes = 65;
const authSecretBytes = 16;

/** p256dh is an uncompressed point on P-256 (65 bytes starting 0x04) and auth a 16-byte secret, both base64url. */
export function keysAreValid(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (Buffer.from(keys.auth, 'base64url').length !== authSecretBytes) return false;
  if (point.length !== p256PointBytes || point[0] !== 0x04) return false;
  try {
    // Refuses coordinates that are not a point of the curve: nothing could be encrypted for them.
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
