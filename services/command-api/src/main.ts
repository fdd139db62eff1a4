import { createHttpServer, createRuntime, loadConfig, onShutdown, registerHealthRoutes } from '@outreach/server-kit';
import { registerCommandApi } from './commandApi.ts';

/** command-api on its own: writes and webhooks. */
const config = loadConfig();
const runtime = await createRuntime(config, { name: 'command-api', allowInProcessBus: false });
const app = createHttpServer({ logger: runtime.logger });
registerHealthRoutes(app, runtime, 'command-api');
const port = config.PORT ?? 3001;
await registerCommandApi(app, runtime, { publicUrl: config.PUBLIC_URL ?? `http://localhost:${port}` });
await app.listen({ port, host: config.HOST });
onShutdown(runtime.logger, () => [
  { name: 'http', close: () => app.close() },
  { name: 'runtime', close: () => runtime.close() },
]);
