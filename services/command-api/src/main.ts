import { runService } from '@outreach/server-kit';
import { registerCommandApi } from './commandApi.ts';

/** command-api on its own: writes and webhooks. */
await runService({
  name: 'command-api',
  defaultPort: 3001,
  async setup(app, runtime) {
    const port = runtime.config.PORT ?? 3001;
    const api = await registerCommandApi(app, runtime, { publicUrl: runtime.config.PUBLIC_URL ?? `http://localhost:${port}` });
    return [{ name: 'command-api', close: () => api.close() }];
  },
});
