import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { randomToken } from './services/secret-token.ts';

/** Starts Codehop: migrate, serve, and on SIGTERM/SIGINT finish in-flight requests and close the database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  // Links in e-mails never come from request headers (a forged Host would steer reset links
  // elsewhere): PUBLIC_URL, else this machine, which is right for the embedded default.
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  // Without SMTP nobody could ever confirm an address: the outbox opens to the person who started
  // the server, through a key that only this start-up log shows.
  const outboxKey = !config.smtpUrl && !config.devOutbox ? randomToken() : undefined;
  const app = await buildApp({ config: { ...config, publicUrl, outboxKey }, database });
  if (!config.publicUrl && config.environment === 'production') {
    app.log.warn(`PUBLIC_URL is not set: links in e-mails point to ${publicUrl}`);
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // The database closes after the app: the app's own onClose hooks (the mail sender finishing
      // its round, the digest timer) still write to it. As a hook of its own it closed first, and
      // the sender's last round failed with "PGlite is closed".
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // Warm the learner-code pool now, so the first verification is milliseconds, not a Pyodide
  // boot, and check again the completions a previous run left unverified.
  app.services.learnerCode.warm().then(
    async () => {
      const resumed = await app.services.levelVerifier.resumePending();
      app.log.info(
        { stats: app.services.learnerCode.stats(), resumed },
        'learner-code pool is warm',
      );
    },
    (error: unknown) => app.log.error({ err: error }, 'the learner-code pool could not start'),
  );
  app.log.info(
    `Codehop is running at http://localhost:${config.port}/ (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (!config.smtpUrl) {
    const outbox = `http://localhost:${config.port}/api/dev/outbox/page${outboxKey ? `?key=${outboxKey}` : ''}`;
    app.log.warn(
      `SMTP_URL is not set: e-mail is kept, not sent. Confirmation and password links are in the outbox at ${outbox}${outboxKey ? ' (only for you: the key changes at every start)' : ''}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
