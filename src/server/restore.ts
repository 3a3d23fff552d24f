// npm run restore FILE (node dist/server/restore.js FILE): a backup brought back into an empty DATA_DIR or database.
import { restoreBackup } from './backup/restore-backup.ts';
import { runProgram } from './backup/program.ts';

await runProgram('Uso: npm run restore ARCHIVO (una copia hecha con npm run backup)', restoreBackup);
