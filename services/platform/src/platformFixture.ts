import { createLogger, loadConfig, type Clock } from '@outreach/server-kit';
import { createTestDatabase, testDataDir, testNatsUrl } from '@outreach/testing';
import { startPlatform } from './platform.ts';

export const FIXTURE_ADMIN = { username: 'admin', password: 'fixture-admin-password' };

/**
 * The whole platform (no web build) on a fresh database, for API-level tests. `env` adds or
 * overrides configuration (e.g. PUBLIC_URL, TWILIO_API_URL pointing at a fake Twilio).
 */
export async function platformFixture(prefix: string, env: Record<string, string> = {}, options: { clock?: Clock } = {}) {
  const database = await createTestDatabase(prefix);
  const dataDir = testDataDir('platform');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    NATS_URL: await testNatsUrl(),
    DATA_DIR: dataDir.path,
    ADMIN_USERNAME: FIXTURE_ADMIN.username,
    ADMIN_PASSWORD: FIXTURE_ADMIN.password,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const platform = await startPlatform(config, createLogger('silent', 'test'), { serveWeb: false, ...options });
  // Tests start from a settled platform: the first start is recorded (no demo data here).
  await platform.firstStart;
  return {
    platform,
    app: platform.app,
    /** Sign in through the real route; headers for the next requests (cookie and read-your-writes position). */
    async signIn(username = FIXTURE_ADMIN.username, password = FIXTURE_ADMIN.password): Promise<{ cookie: string; 'x-min-position': string }> {
      const res = await platform.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      return { cookie: String(res.headers['set-cookie']).split(';')[0]!, 'x-min-position': String(res.headers['x-event-position']) };
    },
    async close() {
      await platform.close();
      await database.drop();
      dataDir.remove();
    },
  };
}
