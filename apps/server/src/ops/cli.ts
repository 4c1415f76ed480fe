import { parseArgs } from 'node:util';
import { backup } from './backup';
import { RestoreRefused, restore } from './restore';
import { opsSettings } from './settings';

const USAGE = `Usage:
  backup [--out <folder>] [--force]     one dated archive into <folder> (or BACKUP_DIR, or ./backups)
  restore <archive.tar.gz> [--force]    the archive back into DATABASE_URL or DATA_DIR; --force overwrites data`;

/** The backup and restore commands (docs/operations.md "Backups"), with the server's own variables. */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, archive] = positionals;
  const settings = opsSettings();
  if (command === 'backup') {
    const outDir = values.out ?? process.env.BACKUP_DIR ?? './backups';
    const written = await backup(settings, { outDir, force: values.force });
    console.log(`backup written to ${written}`);
    if (!settings.filesDir) console.log('files are in the S3 bucket: back it up with the store’s own tools');
    return;
  }
  if (command === 'restore' && archive) {
    const manifest = await restore(settings, archive, { force: values.force });
    console.log(`restored the backup of ${manifest.createdAt} (${manifest.database} database)`);
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof RestoreRefused ? `restore refused: ${error.message}` : error);
  process.exitCode = 1;
});
