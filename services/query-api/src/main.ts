import { runService } from '@outreach/server-kit';
import { registerQueryApi } from './queryApi.ts';

/** query-api on its own: GET /api/* over the read models. */
await runService({
  name: 'query-api',
  defaultPort: 3002,
  async setup(app, runtime) {
    const api = await registerQueryApi(app, runtime);
    return [{ name: 'query-api', close: () => api.close() }];
  },
});
