// Which push endpoints and keys the server accepts: https on the internet only (the loopback allowance of
// the tests reaches this machine and nothing else), and keys a real browser makes.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointProblem, keysAreValid } from './subscription-rules.ts';

describe('push endpoints', () => {
  it('takes https addresses on the internet', () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://8.8.8.8/x', 'https://[2001:db8::1]/x']) {
      expect({ endpoint, problem: endpointProblem(endpoint, false) }).toEqual({ endpoint, problem: null });
    }
  });

  it('refuses what is not an https URL', () => {
    for (const endpoint of ['', 'push', 'http://push.ejemplo.com/x', 'ftp://push.ejemplo.com/x', 'javascript:alert(1)', 'http://127.0.0.1:9/x']) {
      expect({ endpoint, problem: endpointProblem(endpoint, false) }).toEqual({ endpoint, problem: 'not-https' });
    }
  });

  it('refuses this machine, private networks and link-local addresses, however the address is written', () => {
    const endpoints = [
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://api.localhost/x',
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://0x7f.0.0.1/x',
      'https://0.0.0.0/x',
      'https://10.1.2.3/x',
      'https://100.64.0.1/x',
      'https://172.16.0.1/x',
      'https://172.31.255.255/x',
      'https://192.168.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://224.0.0.1/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[::ffff:127.0.0.1]/x',
    ];
    for (const endpoint of endpoints) {
      expect({ endpoint, problem: endpointProblem(endpoint, false) }).toEqual({ endpoint, problem: 'private-address' });
    }
    expect(endpointProblem('https://172.32.0.1/x', false)).toBeNull();
  });

  it('with PUSH_ALLOW_LOOPBACK, lets http and https reach this machine, and nothing else that was refused', () => {
    for (const endpoint of ['http://127.0.0.1:9000/x', 'http://[::1]:9000/x', 'http://localhost:9000/x', 'https://127.0.0.1/x']) {
      expect({ endpoint, problem: endpointProblem(endpoint, true) }).toEqual({ endpoint, problem: null });
    }
    expect(endpointProblem('http://10.0.0.1/x', true)).toBe('not-https');
    expect(endpointProblem('https://192.168.0.1/x', true)).toBe('private-address');
    expect(endpointProblem('http://push.ejemplo.com/x', true)).toBe('not-https');
  });
});

describe('subscription keys', () => {
  const browser = createECDH('prime256v1');
  const point = Buffer.from(browser.generateKeys());
  const auth = randomBytes(16);
  const keys = (p256dh: Buffer, secret: Buffer = auth) => ({ p256dh: p256dh.toString('base64url'), auth: secret.toString('base64url') });

  it('takes a browser’s uncompressed P-256 point and 16-byte auth secret', () => {
    expect(keysAreValid(keys(point))).toBe(true);
  });

  it('refuses a short, compressed or off-curve point and an auth secret of another length', () => {
    expect(keysAreValid(keys(point.subarray(0, 64)))).toBe(false);
    expect(keysAreValid(keys(Buffer.from(browser.getPublicKey(null, 'compressed'))))).toBe(false);
    expect(keysAreValid(keys(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)])))).toBe(false);
    expect(keysAreValid(keys(point, randomBytes(15)))).toBe(false);
    expect(keysAreValid(keys(point, randomBytes(32)))).toBe(false);
  });
});
