import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config/config.ts';
import { createHttpServer } from '../http/createHttpServer.ts';
import { registerHealthRoutes } from '../http/health.ts';
import { onShutdown, type Closer } from '../lifecycle/shutdown.ts';
import { createRuntime, type Runtime } from './runtime.ts';

export interface ServiceDefinition {
  name: string;
  /** Port used when PORT is unset. */
  defaultPort: number;
  /** Registers the service's routes and workers; returns what must be closed on shutdown, in order. */
  setup(app: FastifyInstance, runtime: Runtime): Promise<Closer[]>;
}

/**
 * The `main.ts` of a service run on its own: configuration (a clear message and exit code 2 when
 * it is invalid), runtime (requires DATABASE_URL and NATS_URL), HTTP with /healthz and /readyz,
 * and graceful shutdown on SIGTERM: stop accepting requests, finish work, close pools.
 */
export async function runService(definition: ServiceDefinition): Promise<void> {
  let runtime: Runtime;
  try {
    const config = loadConfig();
    runtime = await createRuntime(config, { name: definition.name, allowInProcessBus: false });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${definition.name}: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const { config } = runtime;
  const app = createHttpServer({ logger: runtime.logger, trustProxy: config.TRUST_PROXY });
  registerHealthRoutes(app, runtime, definition.name);
  const closers = await definition.setup(app, runtime);
  await app.listen({ port: config.PORT ?? definition.defaultPort, host: config.HOST });
  onShutdown(runtime.logger, () => [
    { name: 'http', close: () => app.close() },
    ...closers,
    { name: 'runtime', close: () => runtime.close() },
  ]);
}
