import { runService } from '@outreach/server-kit';
import { startProjector } from './projector.ts';

/** The projector on its own: read-model migrations, every projection, /healthz and /readyz. */
await runService({
  name: 'projector',
  defaultPort: 3003,
  async setup(_app, runtime) {
    const projector = await startProjector(runtime);
    return [{ name: 'projections', close: () => projector.stop() }];
  },
});
