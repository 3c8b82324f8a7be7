// `npm run credits -- grant <username> <amount>`: the operator's way to give credits. It opens
// the same database as the server (DATABASE_URL, or the PGlite files under DATA_DIR) and
// records every grant in the credit ledger. With PGlite, stop the server first: an embedded
// database has one user at a time.
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { runCreditsCommand, USAGE } from '../server/credits/operator';
import { openDatabase } from '../server/db/client';
import { AppError } from '../server/lib/errors';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return args.length === 0 ? 1 : 0;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    process.stdout.write(`${await runCreditsCommand(handle.db, args)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`credits: ${message}\n`);
    process.exit(1);
  },
);
