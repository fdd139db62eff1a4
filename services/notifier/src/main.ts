import { runService } from '@outreach/server-kit';
import { registerNotifier } from './notifier.ts';
import { sessionAuthenticator } from './sessionAuthenticator.ts';

/** notifier on its own: NATS → /ws. */
await runService({
  name: 'notifier',
  defaultPort: 3004,
  async setup(app, runtime) {
    const publicUrl = runtime.config.PUBLIC_URL ?? `http://localhost:${runtime.config.PORT ?? 3004}`;
    const notifier = await registerNotifier(app, { bus: runtime.bus, logger: runtime.logger, authenticate: sessionAuthenticator(runtime), publicUrl });
    return [{ name: 'sockets', close: () => notifier.close() }];
  },
});
