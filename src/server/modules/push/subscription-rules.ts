// What a browser's push subscription must be before the server will ever send a request to it. The
// endpoint is a URL the client chose, so without these rules a subscription would let anyone make this
// server POST to addresses inside its own network.
import { createPublicKey } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Addresses no push service has: this machine, private networks, link-local, CGNAT, multicast, reserved. */
const privateAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], // :: and ::1
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv6');

const loopbackAddresses = new BlockList();
loopbackAddresses.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackAddresses.addAddress('::1', 'ipv6');

/** The host of a URL as an address or a name: without IPv6 brackets or a final dot. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();

function isLoopback(host: string): boolean {
  const family = isIP(host);
  if (family) return loopbackAddresses.check(host, family === 4 ? 'ipv4' : 'ipv6');
  return host === 'localhost' || host.endsWith('.localhost');
}

function isPrivate(host: string): boolean {
  const family = isIP(host);
  // IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 ranges by BlockList itself.
  return family !== 0 && privateAddresses.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

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
