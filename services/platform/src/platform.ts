import { registerCommandApi } from '@outreach/command-api';
import { startDispatcher } from '@outreach/dispatcher';
import { registerNotifier, sessionAuthenticator } from '@outreach/notifier';
import { startProjector } from '@outreach/projector';
import { registerQueryApi } from '@outreach/query-api';
import {
  createHttpServer,
  createLogger,
  createRuntime,
  registerHealthRoutes,
  startEmbeddedPostgres,
  type Clock,
  type Config,
  type Logger,
  type Runtime,
} from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { loadDemoDataOnFirstStart } from './demoDataOnFirstStart.ts';
import { registerWebAssets, spaFallback } from './webAssets.ts';

export interface Platform {
  url: string;
  runtime: Runtime;
  app: FastifyInstance;
  /** The first start's background work (recording it, loading the demo data when on): settled when done. */
  firstStart: Promise<void>;
  close(): Promise<void>;
}

/**
 * Every service in one process on one port: command-api, query-api, notifier (/ws), projector,
 * dispatcher and the built web app; an embedded PostgreSQL when DATABASE_URL is unset.
 */
export interface PlatformOptions {
  /** Serve the built web app (default). Tests of the API alone turn it off. */
  serveWeb?: boolean;
  /** Default: the system clock; tests move time with their own. */
  clock?: Clock;
}

export async function startPlatform(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL, 'platform'),
  options: PlatformOptions = {},
): Promise<Platform> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, logger);
  const runtime = await createRuntime(config, {
    name: 'platform',
    databaseUrl: config.DATABASE_URL ?? embedded!.url,
    allowInProcessBus: true,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const port = config.PORT ?? 3000;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const projector = await startProjector(runtime);
  const dispatcher = await startDispatcher(runtime);

  const app = createHttpServer({ logger, notFound: spaFallback(), trustProxy: config.TRUST_PROXY });
  registerHealthRoutes(app, runtime, 'platform');
  const commandApi = await registerCommandApi(app, runtime, { publicUrl });
  const queryApi = await registerQueryApi(app, runtime);
  const notifier = await registerNotifier(app, { bus: runtime.bus, logger, authenticate: sessionAuthenticator(runtime), publicUrl });
  if (options.serveWeb !== false) await registerWebAssets(app);

  const address = await app.listen({ port, host: config.HOST });
  const stopDemo = new AbortController();
  const demo = loadDemoDataOnFirstStart(runtime, config.DEMO_DATA ?? true, stopDemo.signal);
  const actualPort = new URL(address).port;
  const url = config.PUBLIC_URL ?? `http://localhost:${actualPort}`;
  return {
    url,
    runtime,
    app,
    firstStart: demo,
    async close() {
      // A demo load under way stops after its append; the next start finishes it.
      stopDemo.abort();
      await demo;
      await notifier.close();
      await app.close();
      await commandApi.close();
      await queryApi.close();
      await projector.stop();
      await dispatcher.stop();
      await runtime.close();
      await embedded?.stop();
    },
  };
}
