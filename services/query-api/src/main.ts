import { createHttpServer, createRuntime, loadConfig, onShutdown, registerHealthRoutes } from '@outreach/server-kit';
import { registerQueryApi } from './queryApi.ts';

/** query-api on its own: GET /api/* over the read models. */
const config = loadConfig();
const runtime = await createRuntime(config, { name: 'query-api', allowInProcessBus: false });
const app = createHttpServer({ logger: runtime.logger });
registerHealthRoutes(app, runtime, 'query-api');
const api = await registerQueryApi(app, runtime);
await app.listen({ port: config.PORT ?? 3002, host: config.HOST });
onShutdown(runtime.logger, () => [
  { name: 'http', close: () => app.close() },
  { name: 'query-api', close: () => api.close() },
  { name: 'runtime', close: () => runtime.close() },
]);
