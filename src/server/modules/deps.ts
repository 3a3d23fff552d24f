// What every feature module receives from buildApp.
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { FileStorage } from '../storage/storage.ts';

export interface ModuleDeps {
  config: AppConfig;
  db: Database;
  live: LiveHub;
  storage: FileStorage;
}
