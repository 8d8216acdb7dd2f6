import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from './app';
import { buildService, openContext, portOf, serviceNames } from './app';
import { ensureBundledContent } from './bootstrap/bundled-content';
import { ensureInitialInstaller } from './bootstrap/initial-installer';
import { startBanner } from './bootstrap/start-banner';
import { ContentKeyMissingError } from './platform/data-dir/content-key';
import { DataDirBusyError, holdDataDir } from './platform/data-dir/data-dir-lock';
import { keepNewFilesPrivate } from './platform/data-dir/private-files';
import { EnvError, loadEnv } from './platform/env';
import { closeSharedCounters } from './platform/shared-counters/shared-counters';
import { EmailReportScheduler } from './services/main/email-reports/email-report-scheduler';
import { licenseServiceFor } from './domain/licensing/license-service';

/**
 * Starts the services: all four by default (main :3003, activity :3001, dictionary :3002 and
 * the web app :3000), or one with `--only <name>` for running many copies behind a balancer.
 */
async function main() {
  // The database, the content key, the outbox: nothing this process writes is for others.
  keepNewFilesPrivate();
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only && !serviceNames.includes(values.only as ServiceName)) {
    throw new EnvError(`--only takes one of: ${serviceNames.join(', ')}`);
  }
  const names: ServiceName[] = values.only ? [values.only as ServiceName] : [...serviceNames];
  const env = loadEnv();
  // Held until the process ends: a restore refuses to swap the database under it, whatever
  // ports it listens on, and it does not start while a restore runs.
  holdDataDir(env.DATA_DIR, names);
  const context = await openContext(env);
  const installer = await ensureInitialInstaller(context.repositories.users, env.DATA_DIR);
  // Only the main service writes the catalogue; a lone activity copy reads what it finds.
  if (names.includes('main')) await ensureBundledContent(context);

  const running: FastifyInstance[] = [];
  for (const name of names) {
    const app = await buildService(name, context);
    await app.listen({ host: env.HOST, port: portOf(name, env) });
    running.push(app);
  }

  // The emailed-report job runs beside the main service; every copy may run it, the database
  // makes sure each report goes out once.
  const emailReports = names.includes('main') ? new EmailReportScheduler(context) : null;
  emailReports?.start(env.EMAIL_REPORTS_INTERVAL_MS);

  console.log(
    startBanner({
      env,
      dialect: context.database.dialect,
      services: names.map((name) => ({ name, port: portOf(name, env) })),
      installer,
      license: names.includes('main') ? await licenseServiceFor(context).state() : null,
    }),
  );

  const stop = async () => {
    await Promise.allSettled([emailReports?.stop(), ...running.map((app) => app.close())]);
    await closeSharedCounters(context);
    await context.database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known =
    error instanceof EnvError ||
    error instanceof ContentKeyMissingError ||
    error instanceof DataDirBusyError;
  console.error(known ? error.message : error);
  process.exit(1);
});
