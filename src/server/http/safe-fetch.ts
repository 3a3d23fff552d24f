// GET of a URL a user gave (a recipe page to import, its picture) without letting the user aim this server
// at its own network: http and https only; the name is resolved once, every address it has is checked
// against the public-address rule, and the connection goes to that checked address (no second lookup a
// DNS server could answer differently); redirects are followed by hand, at most `maxRedirects`, each
// target checked again; one deadline for the whole exchange; the body is read up to `maxBytes` (after
// decompression) and no further.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { bareHost, isLoopbackHost, isPrivateAddress } from './public-address.ts';

export type FetchProblem =
  | 'bad-url'
  | 'private-address'
  | 'unreachable'
  | 'http-status'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects';

export class FetchRefused extends Error {
  constructor(
    readonly problem: FetchProblem,
    /** The answer's status, for 'http-status'. */
    readonly status?: number,
  ) {
    super(`fetch refused: ${problem}${status ? ` (${status})` : ''}`);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  /** Tests only (IMPORT_ALLOW_PRIVATE): lets a URL reach this machine (127.0.0.0/8, ::1, localhost); private networks stay refused. */
  allowLoopback: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  accept: string;
}

export interface FetchedResource {
  /** The URL that answered, after redirects (relative links of the page are relative to it). */
  url: URL;
  contentType: string;
  body: Buffer;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const userAgent = 'Mozilla/5.0 (compatible; Sazon/1.0; importador de recetas)';

/** The URL when it is http or https with a host, else a refusal. */
export function parseFetchUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefused('bad-url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password)
    throw new FetchRefused('bad-url');
  return url;
}

const allowed = (address: string, allowLoopback: boolean) =>
  !isPrivateAddress(address) || (allowLoopback && isLoopbackHost(address));

/** The one address the request will connect to, after checking every address the name has. */
async function checkedAddress(url: URL, allowLoopback: boolean): Promise<{ address: string; family: number }> {
  const host = bareHost(url);
  const family = isIP(host);
  if (family) {
    if (!allowed(host, allowLoopback)) throw new FetchRefused('private-address');
    return { address: host, family };
  }
  if (isLoopbackHost(host) && !allowLoopback) throw new FetchRefused('private-address');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await dnsLookup(host, { all: true, verbatim: true });
  } catch {
    throw new FetchRefused('unreachable');
  }
  if (!addresses.length) throw new FetchRefused('unreachable');
  // One private address among public ones is enough to refuse: which one a connection gets is not ours to choose.
  if (addresses.some(({ address }) => !allowed(address, allowLoopback))) throw new FetchRefused('private-address');
  return addresses[0]!;
}

/** A lookup that answers the checked address whatever it is asked (Node asks with `all` when it races families). */
function pinnedLookup(target: { address: string; family: number }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

function requestOnce(url: URL, target: { address: string; family: number }, accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  const host = bareHost(url);
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { accept, 'accept-encoding': 'gzip, deflate, br', 'user-agent': userAgent },
        lookup: pinnedLookup(target),
        ...(isIP(host) ? {} : { servername: host }),
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchRefused('too-large');
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new FetchRefused('too-large');
      chunks.push(chunk);
    }
  } finally {
    if (total > maxBytes || !response.complete) {
      stream.destroy();
      response.destroy();
    }
  }
  return Buffer.concat(chunks);
}

/** GETs `raw` under the rules above; throws FetchRefused with the reason. */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let url = parseFetchUrl(raw);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkedAddress(url, options.allowLoopback);
      if (deadline.aborted) throw new FetchRefused('timeout');
      const response = await requestOnce(url, target, options.accept, deadline);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location) {
        response.destroy();
        if (redirects >= options.maxRedirects) throw new FetchRefused('too-many-redirects');
        url = parseFetchUrl(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefused('http-status', status);
      }
      const body = await readCapped(response, options.maxBytes);
      return { url, contentType: String(response.headers['content-type'] ?? ''), body };
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if (deadline.aborted) throw new FetchRefused('timeout');
    throw new FetchRefused('unreachable');
  }
}
