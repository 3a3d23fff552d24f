// Test helper (not a test): a push service on loopback, speaking the Web Push protocol as far as the
// server can tell (RFC 8030 requests, RFC 8291 encryption, RFC 8292 VAPID), and the browsers subscribed to
// it. Each fake device has a real P-256 key pair and auth secret, decrypts what it receives and checks the
// VAPID signature, so a test compares what a real browser would show.
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushMessage, PushSubscriptionInput } from '#shared/contract/push.ts';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  message: PushMessage;
  /** The public key in the VAPID header, and whether the JWT is signed by it for this push service. */
  vapid: { key: string; valid: boolean };
  receivedAt: number;
}

/** What the device's push service answers: a status, or 'hold' to keep the request open until release(). */
export type Answer = number | 'hold';

export interface FakeDevice {
  subscription: PushSubscriptionInput;
  answer: Answer;
  /** The next push this device receives (pushes that came earlier are handed out first, in order). */
  next(): Promise<ReceivedPush>;
  /** How many pushes have reached this device in all. */
  received: number;
}

export interface FakePushService {
  device(): FakeDevice;
  /** Requests held open ('hold') right now. */
  held(): number;
  /** Answers every held request with this status. */
  release(status?: number): void;
  close(): Promise<void>;
}

const rawPublicKey = (raw: Buffer) =>
  createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });

/** `vapid t=<JWT>, k=<public key>`: the JWT must be ES256 by k, for this origin, not expired. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const token = /\bt=([^,\s]+)/.exec(authorization ?? '')?.[1] ?? '';
  const key = /\bk=([^,\s]+)/.exec(authorization ?? '')?.[1] ?? '';
  const [header = '', claims = '', signature = ''] = token.split('.');
  try {
    const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: rawPublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
    return { key, valid: signed && aud === origin && exp * 1000 > Date.now() };
  } catch {
    return { key, valid: false };
  }
}

interface Device extends FakeDevice {
  keyPair: ECDH;
  authSecret: Buffer;
  arrived: ReceivedPush[];
  waiting: Array<(push: ReceivedPush) => void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, Device>();
  const heldResponses = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url ?? '');
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      const message = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.keyPair, authSecret: device.authSecret }).toString()) as PushMessage;
      const push = { headers: request.headers, message, vapid: checkVapid(request.headers.authorization, origin), receivedAt: Date.now() };
      device.received += 1;
      const waiter = device.waiting.shift();
      if (waiter) waiter(push);
      else device.arrived.push(push);
      if (device.answer === 'hold') {
        heldResponses.add(response);
        // The server gave up on it (timeout, shutdown): no longer held.
        response.on('close', () => heldResponses.delete(response));
      }
      else response.writeHead(device.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function release(status = 201) {
    for (const response of heldResponses) response.writeHead(status).end();
    heldResponses.clear();
  }

  return {
    device() {
      const keyPair = createECDH('prime256v1');
      keyPair.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const device: Device = {
        keyPair,
        authSecret,
        answer: 201,
        received: 0,
        arrived: [],
        waiting: [],
        subscription: {
          endpoint: `${origin}${path}`,
          expirationTime: null,
          keys: { p256dh: keyPair.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
        },
        next: () => {
          const early = device.arrived.shift();
          return early ? Promise.resolve(early) : new Promise((resolve) => device.waiting.push(resolve));
        },
      };
      devices.set(path, device);
      return device;
    },
    held: () => heldResponses.size,
    release,
    async close() {
      release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
