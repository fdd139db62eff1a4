import { randomBytes, randomUUID } from 'node:crypto';
import { withAdvisoryLock } from '@outreach/runner';
import { anyCredentials, processContext, type Runtime } from '@outreach/server-kit';
import { createUser } from '../users/createUser.ts';

/**
 * When no account exists, create the first one from ADMIN_USERNAME / ADMIN_PASSWORD, or `admin`
 * with a random password printed once on the console. Safe when several processes start at once.
 */
export async function ensureFirstAdmin(runtime: Runtime): Promise<void> {
  await withAdvisoryLock(runtime.pg, 'outreach:first-admin', async () => {
    if (await anyCredentials(runtime.pg)) return;
    const username = runtime.config.ADMIN_USERNAME;
    const generated = runtime.config.ADMIN_PASSWORD === undefined;
    const password = runtime.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const context = processContext(runtime.clock, 'first-start', { requestId: `first-start-${randomUUID()}`, reason: 'First start: no account existed' });
    await createUser(runtime, { username, email: null, password }, context);
    runtime.logger.info({ username }, 'first administrator account created');
    if (generated) {
      console.log(`\n  First start: created the administrator account\n    username: ${username}\n    password: ${password}\n  (shown only this once; change it in Settings → User Management)\n`);
    }
  });
}
