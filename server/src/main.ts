import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // The rest of the server loads while the database opens: opening it is mostly waiting for its
  // files and its WebAssembly to compile (embedded) or for the connection (PostgreSQL), time the
  // code's loading fills.
  const [
    { database, release },
    [
      { default: closeWithGrace },
      { default: pino },
      { buildApp },
      { seedDemoClub },
      { seedDemoDoorEvent },
      { isEmpty, seedDemoData },
      { releaseWorkers, startJobs, stopJobs },
      { startMessaging },
      { startRenewalClock },
      { startRetentionClock },
      { receiptAttachments },
      { sealPlainFreepayKeys },
    ],
  ] = await Promise.all([
    openDatabase(config),
    Promise.all([
      import('close-with-grace'),
      import('pino'),
      import('./app.ts'),
      import('./db/demo-club.ts'),
      import('./db/demo-club-event.ts'),
      import('./db/seed.ts'),
      import('./lib/jobs.ts'),
      import('./lib/messages/index.ts'),
      import('./modules/memberships/renewal/renewal-clock.ts'),
      import('./modules/personal-data/retention.service.ts'),
      import('./modules/payments/receipt-attachments.service.ts'),
      import('./modules/organisations/card-payment-settings.service.ts'),
    ]),
  ]);
  const { app, jobs } = await database.duringStartUp(async () => {
    if (config.seedDemoData && (await isEmpty(database.db))) {
      await seedDemoData(database.db);
      await seedDemoClub(database.db);
      await seedDemoDoorEvent(database.db);
    }
    await sealPlainFreepayKeys(database.db, config);
    // The queue starts before the app and its logger: its errors get a JSON logger of their own.
    // Its workers wait until the server answers (`releaseWorkers` below).
    const jobs = await startJobs(database, pino({ level: config.logLevel, name: 'jobs' }), {
      holdWorkers: true,
    });
    const { mailbox } = await startMessaging(config, jobs, receiptAttachments(database.db));
    return { app: await buildApp({ config, database, jobs, mailbox }), jobs };
  });
  if (config.demoDataExposed) {
    app.log.warn(
      'SEED_DEMO_DATA=true on a server others can reach: the demo accounts (super@demo.test and ' +
        'the others, password demo-password) can sign in. Never do this with real members.',
    );
  }

  const stopRenewals = startRenewalClock({ db: database.db, jobs, config, log: app.log });
  const stopRetention = startRetentionClock({ db: database.db, log: app.log });

  let stopping = false;
  // In-flight requests and jobs finish first (new requests are answered 503 meanwhile); whatever
  // still hangs after the limit is cut off, so a supervisor's restart is never blocked.
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      stopping = true;
      if (err) app.log.error({ err }, 'shutting down after an error nobody handled');
      else app.log.info({ signal }, 'shutting down');
      app.beginShutdown();
      await stopRenewals();
      await stopRetention();
      await app.close();
      await stopJobs(jobs, {
        graceful: true,
        wait: true,
        timeout: config.shutdownTimeoutMs / 2,
      });
      await database.close();
      release();
    },
  );

  // At a sale start hundreds of members connect within a second while the server is busy with the
  // bookings before them. Connections beyond the queue are dropped and retried by the client only a
  // second later, so the queue is as long as the system allows (Node's default is 511).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  await releaseWorkers(jobs, () => stopping);
  app.log.info(
    `Member portal on ${config.publicUrl}/ui/ (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
