import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { loadEnv } from './env.ts';
import { bootstrapAdmin, deleteExpiredSessions } from './features/auth/service.ts';
import { releaseAllLeases } from './features/tailoring/queue.ts';

async function main() {
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  // The data-folder lock proves no other process shares an embedded database: earlier leases are dead.
  if (database.kind === 'pglite') await releaseAllLeases(database.db);
  const app = await buildApp({ env, db: database.db });

  const admin = await bootstrapAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (admin?.generatedPassword) {
    // Printed once, on the first start only: the password is not stored anywhere readable.
    console.log(
      `\n  An admin account was created.\n    email:    ${admin.email}\n    password: ${admin.generatedPassword}\n  Keep it safe; it will not be shown again.\n`,
    );
  }
  await deleteExpiredSessions(database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.whenWarm();
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Tailor is serving on http://localhost:${env.PORT} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\nTailor cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
