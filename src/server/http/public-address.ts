// Which addresses the server may reach when a URL comes from a user (a push endpoint, a recipe page to
// import): never this machine, a private network, link-local (the cloud's metadata service), CGNAT,
// multicast or reserved ranges. One rule for every outgoing request a user can aim.
import { BlockList, isIP } from 'node:net';

/** Addresses nothing on the public internet has: this machine, private networks, link-local, CGNAT, multicast, reserved. */
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
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();

/** This machine: 127.0.0.0/8, ::1 (also as ::ffff:127.x), localhost and *.localhost. */
export function isLoopbackHost(host: string): boolean {
  const family = isIP(host);
  if (family) return loopbackAddresses.check(host, family === 4 ? 'ipv4' : 'ipv6');
  return host === 'localhost' || host.endsWith('.localhost');
}

/** An address (not a name) in one of the ranges above. */
export function isPrivateAddress(host: string): boolean {
  const family = isIP(host);
  // IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 ranges by BlockList itself.
  return family !== 0 && privateAddresses.check(host, family === 4 ? 'ipv4' : 'ipv6');
}
