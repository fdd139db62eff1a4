import { runService } from '@outreach/server-kit';
import { startDispatcher } from './dispatcher.ts';

/** dispatcher on its own: outside side effects (Twilio, SMTP, OpenAI). */
await runService({
  name: 'dispatcher',
  defaultPort: 3005,
  async setup(_app, runtime) {
    const dispatcher = await startDispatcher(runtime);
    return [{ name: 'dispatcher', close: () => dispatcher.stop() }];
  },
});
