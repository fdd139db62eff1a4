import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPlatform, type Platform } from '@outreach/platform';
import { createHttpServer, createLogger, loadConfig, registerSessionGuard, type Runtime } from '@outreach/server-kit';
import { freePort, testNatsUrl, testDataDir } from '@outreach/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { HttpSession } from './http.ts';

const ADMIN = { username: 'admin', password: 'bench-admin-password' };

/** Path of the baseline app's only route: the session guard, then `select 1` through the read pool. */
export const SELECT_ONE_PATH = '/api/bench/select-1';

export interface BenchPlatform {
  platform: Platform;
  runtime: Runtime;
  /** Where the platform listens, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** The signed-in session's cookie (name=value). */
  cookie: string;
  /** Signed-in session on the platform (cookie sent with every request). */
  api: HttpSession;
  /** Signed-in session on the baseline app (same cookie, same runtime, same pools). */
  probe: HttpSession;
  close(): Promise<void>;
}

/**
 * The baseline of every route latency: a Fastify app like the platform's (createHttpServer, the
 * session guard) sharing its runtime, whose one route runs `select 1` on the read pool. Fastify
 * takes no route after listen, so it is a second app on a port of its own.
 */
async function startSelectOneApp(runtime: Runtime): Promise<{ app: FastifyInstance; url: string }> {
  const app = createHttpServer({ logger: createLogger('silent', 'bench-baseline') });
  await app.register(async (scope) => {
    registerSessionGuard(scope, runtime);
    scope.get(SELECT_ONE_PATH, async () => ({ one: await runtime.db.oneFirst(sql.unsafe`select 1 as one`) }));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
}

export interface BenchPlatformOptions {
  /**
   * Listen on a port chosen beforehand and make its address PUBLIC_URL, which webhook signatures
   * cover, so that a suite can post signed webhooks to it.
   */
  publicUrlIsOrigin?: boolean;
  /** More configuration (e.g. the sender's postal address, DNS servers for the recipients' MX). */
  env?: Record<string, string>;
}

/**
 * The whole platform (every service on one port, no web build, DEMO_DATA off, NATS from
 * testNatsUrl) on the suite's database, signed in as the first admin over HTTP, and the
 * `select 1` baseline app beside it.
 */
export async function startBenchPlatform(databaseUrl: string, options: BenchPlatformOptions = {}): Promise<BenchPlatform> {
  const dataDir = testDataDir('bench');
  const port = options.publicUrlIsOrigin ? await freePort() : 0;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(options.publicUrlIsOrigin ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    DATABASE_URL: databaseUrl,
    NATS_URL: await testNatsUrl(),
    DATA_DIR: dataDir.path,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const platform = await withTimeout(startPlatform(config, createLogger('silent', 'bench'), { serveWeb: false }), 120_000, 'startPlatform');
  const sessions: HttpSession[] = [];
  let baselineApp: FastifyInstance | undefined;
  const close = async () => {
    await Promise.allSettled(sessions.map((s) => s.close()));
    await baselineApp?.close();
    await platform.close();
    dataDir.remove();
  };
  try {
    // The platform's own URL names localhost; the bench talks to the address it listens on.
    // Where it listens (PUBLIC_URL may name another address, as behind a proxy).
    const origin = new URL(`http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`);
    const api = new HttpSession(origin.origin);
    sessions.push(api);
    const login = await withTimeout(api.request('POST', '/api/auth/login', JSON.stringify(ADMIN), 'application/json'), 30_000, 'sign-in');
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const setCookie = login.headers['set-cookie'];
    const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
    api.headers.cookie = cookie;
    const baseline = await startSelectOneApp(platform.runtime);
    baselineApp = baseline.app;
    const probe = new HttpSession(baseline.url, { cookie });
    sessions.push(probe);
    return { platform, runtime: platform.runtime, origin: origin.origin, cookie, api, probe, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** `promise`, or an error naming `what` after `ms`: a bench step that hangs fails its suite instead. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

interface Readiness {
  projections: { name: string; caughtUp: boolean }[];
}

/**
 * Waits until GET /readyz lists every projection as caught up with the store's head; returns the
 * milliseconds it took (polled every 50 ms).
 */
export async function waitForProjections(api: HttpSession, timeoutMs = 600_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    const answer = await api.request('GET', '/readyz');
    if (answer.status === 200) {
      const { projections } = JSON.parse(answer.body) as Readiness;
      if (projections.length > 0 && projections.every((p) => p.caughtUp)) return performance.now() - start;
    }
    if (performance.now() - start > timeoutMs) throw new Error(`projections not caught up after ${timeoutMs / 1000} s: ${answer.body}`);
    await sleep(50);
  }
}
