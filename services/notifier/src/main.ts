import { createHttpServer, createRuntime, loadConfig, onShutdown, registerHealthRoutes } from '@outreach/server-kit';
import { registerNotifier } from './notifier.ts';
import { sessionAuthenticator } from './sessionAuthenticator.ts';

/** notifier on its own: NATS → /ws. */
const config = loadConfig();
const runtime = await createRuntime(config, { name: 'notifier', allowInProcessBus: false });
const app = createHttpServer({ logger: runtime.logger });
registerHealthRoutes(app, runtime, 'notifier');
const notifier = await registerNotifier(app, { bus: runtime.bus, logger: runtime.logger, authenticate: sessionAuthenticator(runtime) });
await app.listen({ port: config.PORT ?? 3004, host: config.HOST });
onShutdown(runtime.logger, () => [
  { name: 'sockets', close: () => notifier.close() },
  { name: 'http', close: () => app.close() },
  { name: 'runtime', close: () => runtime.close() },
]);
