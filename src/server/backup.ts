// npm run backup FILE (node dist/server/backup.js FILE): the database and the uploaded files in one file.
import { makeBackup } from './backup/make-backup.ts';
import { runProgram } from './backup/program.ts';

await runProgram('Uso: npm run backup ARCHIVO (por ejemplo, npm run backup copias/sazon.tar.gz)', makeBackup);
