// What every feature module receives from buildApp.
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { RecipeSearch } from './search/search.service.ts';
import type { FileStorage } from '../storage/storage.ts';

export interface ModuleDeps {
  config: AppConfig;
  db: Database;
  live: LiveHub;
  /** The three searches' in-process index, one per process. */
  search: RecipeSearch;
  storage: FileStorage;
}
