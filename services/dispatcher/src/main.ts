import { createHttpServer, createRuntime, loadConfig, onShutdown, registerHealthRoutes } from '@outreach/server-kit';
import { startDispatcher } from './dispatcher.ts';

/** dispatcher on its own: outside side effects (Twilio, SMTP, OpenAI). */
const config = loadConfig();
const runtime = await createRuntime(config, { name: 'dispatcher', allowInProcessBus: false });
const dispatcher = await startDispatcher(runtime);
const app = createHttpServer({ logger: runtime.logger });
registerHealthRoutes(app, runtime, 'dispatcher');
await app.listen({ port: config.PORT ?? 3005, host: config.HOST });
onShutdown(runtime.logger, () => [
  { name: 'http', close: () => app.close() },
  { name: 'dispatcher', close: () => dispatcher.stop() },
  { name: 'runtime', close: () => runtime.close() },
]);
