import net from 'node:net';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runDataSteps } from './db/data-steps.ts';
import { loadEnv } from './env.ts';
import { bootstrapAdmin, deleteExpiredSessions } from './features/auth/service.ts';
import { releaseAllLeases } from './features/tailorings/lifecycle.ts';
import { logSerializers } from './lib/log-serializers.ts';

/** A start-up problem with a message for the operator: printed without a stack trace. */
class StartupError extends Error {}

/** Fails before anything is written (no admin password printed and then lost) when the port is taken. */
function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new StartupError(
              `Port ${port} on ${host} is ${error.code === 'EACCES' ? 'not allowed' : 'already in use'}. ` +
                'Stop the other program or set PORT to another port.',
            )
          : error,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main() {
  const env = loadEnv();
  await assertPortFree(env.PORT, env.HOST);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  // The data-folder lock proves no other process shares an embedded database: earlier leases are dead.
  if (database.kind === 'pglite') await releaseAllLeases(database.db);
  // Once per database: stored resume data normalised (decision 077). One instance at a time.
  await database.exclusive(() => runDataSteps(database.db));
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
  const app = await buildApp({
    env,
    db: database.db,
    shutdownGraceMs: graceMs,
    watchAccounts: database.watchAccounts,
  });

  // One instance at a time: two starting together on an empty database must not create two admins.
  const admin = await database.exclusive(() =>
    bootstrapAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  );
  if (admin?.takenOver) {
    app.log.warn(
      { userId: admin.takenOver.userId, endedSessions: admin.takenOver.endedSessions },
      `ADMIN_EMAIL ${admin.email} belonged to a regular account: it is now the admin with ADMIN_PASSWORD, and its earlier sessions were ended`,
    );
  }
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
    app.log.info({ signal }, 'shutting down: draining requests and event streams');
    // A stuck close must not keep the port and the data folder forever.
    setTimeout(() => {
      console.error('Tailor: shutdown took too long; exiting.');
      process.exit(1);
    }, graceMs + 10_000).unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await app.whenWarm();
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Tailor is serving on http://localhost:${env.PORT} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(`\nTailor cannot start: ${error.message}\n`);
  } else {
    // Through the log serializer: a failed query's parameters (hashes, emails) never reach the output.
    console.error('Tailor failed to start:', JSON.stringify(logSerializers.err(error), null, 2));
  }
  process.exit(1);
});
