// What `npm run backup FILE` and `npm run restore FILE` share: the arguments, the configuration (checked as the
// server checks it, with the same Spanish messages), Ctrl-C, and problems told in Spanish with no stack trace.
import { resolve } from 'node:path';
import { fill } from '#shared/i18n/fill.ts';
import { ConfigError, loadDataConfig, type AppConfig } from '../config.ts';
import { vapidFileName } from '../modules/push/vapid-keys.ts';
import type { FileStorage } from '../storage/storage.ts';
import { BackupError } from './archive.ts';

const texts = {
  config: 'La configuración no es válida:\n{problems}',
  interrupted: 'Interrumpido: no se ha completado nada y se ha deshecho lo empezado.',
  unexpected: 'Algo falló de forma inesperada: {detail}',
  s3: 'El almacenamiento de archivos S3 (bucket «{bucket}») no responde: {detail}.',
} as const;

/** The secrets a server generates into DATA_DIR: kept in the backup, so sessions and push subscriptions stay valid. */
export const keptSecretFiles = ['auth-secret', vapidFileName];

export interface RunOptions {
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3'>;
  /** Absolute path of the backup file. */
  file: string;
  log(message: string): void;
  /** Aborted by Ctrl-C (SIGINT) or SIGTERM: the run undoes what it began and fails. */
  signal?: AbortSignal;
}

export const decimal = (value: number, digits = 0) =>
  value.toLocaleString('es-ES', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const bytesText = (bytes: number) =>
  bytes < 1e6 ? `${decimal(bytes / 1e3, 1)} kB` : `${decimal(bytes / 1e6, 1)} MB`;

/** Fails, in Spanish, when the S3 bucket does not answer (before anything is read or written). */
export async function checkS3(storage: FileStorage, bucket: string): Promise<void> {
  try {
    await storage.check();
  } catch (error) {
    const { message, name } = error as Error;
    throw new BackupError(fill(texts.s3, { bucket, detail: message || name }));
  }
}

/** Runs a program's work with the file its command line names, printing its summary or its problem. */
export async function runProgram(usage: string, work: (options: RunOptions) => Promise<{ message: string }>) {
  const log = (message: string) => console.log(`[sazon] ${message}`);
  function fail(message: string, code = 1): never {
    console.error(`[sazon] ${message}`);
    process.exit(code);
  }
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0 || file.startsWith('-')) fail(usage, 2);

  let config: RunOptions['config'];
  try {
    config = loadDataConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    fail(fill(texts.config, { problems: error.message }));
  }

  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => controller.abort(new BackupError(texts.interrupted)));
  }
  try {
    const { message } = await work({ config, file: resolve(file), log, signal: controller.signal });
    log(message);
    process.exit(0);
  } catch (error) {
    const problem = controller.signal.aborted ? controller.signal.reason : error;
    if (problem instanceof BackupError) fail(problem.message);
    console.error(problem);
    fail(fill(texts.unexpected, { detail: (problem as Error).message }));
  }
}
