// The server's VAPID keys: from the environment, or generated once into DATA_DIR and the same after every restart.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { defaultVapidSubject, vapidFileName, vapidKeysFor } from './vapid-keys.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'sazon-vapid-'));

describe('VAPID keys', () => {
  it('are generated on first start into DATA_DIR/vapid.json (mode 0600) and reused by every later start', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x' }).push.vapid;
    const file = join(dataDir, vapidFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(first.subject).toBe(defaultVapidSubject);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x' }).push.vapid).toEqual(first);
    expect(vapidKeysFor({}, freshDir()).publicKey).not.toBe(first.publicKey);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set (nothing written), with VAPID_SUBJECT', () => {
    const dataDir = freshDir();
    const pair = webpush.generateVAPIDKeys();
    const keys = vapidKeysFor({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://sazon.ejemplo.com' }, dataDir);
    expect(keys).toEqual({ ...pair, subject: 'https://sazon.ejemplo.com' });
    expect(existsSync(join(dataDir, vapidFileName))).toBe(false);
  });

  it('refuse to start with half a pair, a bad key or a subject push services cannot use', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => vapidKeysFor({ VAPID_PUBLIC_KEY: pair.publicKey }, freshDir())).toThrow(/VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas/);
    expect(() => vapidKeysFor({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'corta' }, freshDir())).toThrow(/Claves VAPID no válidas/);
    expect(() => vapidKeysFor({ VAPID_SUBJECT: 'cocina@sazon.local' }, freshDir())).toThrow(/Claves VAPID no válidas/);
  });
});
