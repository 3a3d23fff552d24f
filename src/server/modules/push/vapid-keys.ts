// The server's VAPID identity (RFC 8292): the key pair push services know this server by. From the
// environment, or generated on first start and kept in DATA_DIR/vapid.json (mode 0600), like the other
// secrets a fresh install makes for itself (kept-secret.ts). Browsers subscribed with the public key, so
// it must never change under them: losing the file means every device subscribes again.
import webpush from 'web-push';
import { keptText } from '../../kept-secret.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this server: a mailto: or https: address. */
  subject: string;
}

type Env = Record<string, string | undefined>;

export const vapidFileName = 'vapid.json';
export const defaultVapidSubject = 'mailto:cocina@sazon.local';

function keptKeyPair(dataDir: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const kept = keptText(dataDir, vapidFileName, () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey, privateKey });
  });
  return JSON.parse(kept) as Pick<VapidKeys, 'publicKey' | 'privateKey'>;
}

/** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (both or neither) and VAPID_SUBJECT; checked now, not at the first push. */
export function vapidKeysFor(env: Env, dataDir: string): VapidKeys {
  const fromEnv = { publicKey: env.VAPID_PUBLIC_KEY || undefined, privateKey: env.VAPID_PRIVATE_KEY || undefined };
  if (Boolean(fromEnv.publicKey) !== Boolean(fromEnv.privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: define las dos o ninguna.');
  }
  const pair = fromEnv.publicKey && fromEnv.privateKey ? { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey } : keptKeyPair(dataDir);
  const keys = { ...pair, subject: env.VAPID_SUBJECT || defaultVapidSubject };
  try {
    // Validates both keys' lengths and the subject exactly as every send will.
    webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  } catch (error) {
    throw new Error(`Claves VAPID no válidas (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT o DATA_DIR/${vapidFileName}): ${(error as Error).message}`);
  }
  return keys;
}
