import { createHttpServer, createRuntime, loadConfig, onShutdown, registerHealthRoutes } from '@outreach/server-kit';
import { startProjector } from './projector.ts';

/** The projector on its own: read-model migrations, every projection, /healthz and /readyz. */
const config = loadConfig();
const runtime = await createRuntime(config, { name: 'projector', allowInProcessBus: false });
const projector = await startProjector(runtime);
const app = createHttpServer({ logger: runtime.logger });
registerHealthRoutes(app, runtime, 'projector');
await app.listen({ port: config.PORT ?? 3003, host: config.HOST });
onShutdown(runtime.logger, () => [
  { name: 'http', close: () => app.close() },
  { name: 'projections', close: () => projector.stop() },
  { name: 'runtime', close: () => runtime.close() },
]);
