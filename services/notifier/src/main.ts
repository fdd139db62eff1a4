import { runService } from '@outreach/server-kit';
import { registerNotifier } from './notifier.ts';
import { sessionAuthenticator } from './sessionAuthenticator.ts';

/** notifier on its own: NATS → /ws. */
await runService({
  name: 'notifier',
  defaultPort: 3004,
  async setup(app, runtime) {
    const notifier = await registerNotifier(app, { bus: runtime.bus, logger: runtime.logger, authenticate: sessionAuthenticator(runtime) });
    return [{ name: 'sockets', close: () => notifier.close() }];
  },
});
