/**
 * A platform of a journey's own, reached over HTTPS: what a journey needs when the shared one
 * (serve.ts, plain http://localhost) cannot do the job, e.g. marketing e-mail, which the engine
 * sends only with an https PUBLIC_URL (its unsubscribe link) and the sender's postal address.
 *
 * The platform runs on a fresh database in the journey's worker on a plain local port; a TLS front
 * with a self-signed certificate for localhost (Debian's openssl) stands before it, as a load
 * balancer terminating TLS would, and PUBLIC_URL is that front's address. The browser and every
 * link the platform writes use https://localhost:{front}; contexts must ignore that the
 * certificate is self-signed (`ignoreHTTPSErrors`).
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { startPlatform, type Platform } from '@outreach/platform';
import { createLogger, loadConfig } from '@outreach/server-kit';
import { createTestDatabase, selfSignedCertificate, testNatsUrl, testDataDir } from '@outreach/testing';
import { ADMIN } from './credentials.ts';

export interface HttpsPlatform {
  /** `https://localhost:{port}`: the platform's PUBLIC_URL, what the browser opens. */
  url: string;
  platform: Platform;
  close(): Promise<void>;
}

export interface HttpsPlatformOptions {
  /** Settings besides the ones every journey platform has (e.g. DNS_SERVERS, SENDER_POSTAL_ADDRESS). */
  config: Record<string, string>;
}

export async function startHttpsPlatform(options: HttpsPlatformOptions): Promise<HttpsPlatform> {
  const dataDir = testDataDir('e2e-https');
  const tls = selfSignedCertificate(dataDir.path);
  let platformPort = 0;
  const open = new Set<Socket>();
  // Each TLS connection is piped, decrypted, to the platform's plain port (HTTP and WebSocket alike).
  const front = createTlsServer({ key: tls.key, cert: tls.cert }, (secure) => {
    const plain = connect(platformPort, '127.0.0.1');
    open.add(secure);
    secure.on('close', () => open.delete(secure));
    secure.pipe(plain).pipe(secure);
    secure.on('error', () => plain.destroy());
    plain.on('error', () => secure.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const url = `https://localhost:${(front.address() as AddressInfo).port}`;

  const database = await createTestDatabase('e2e_https');
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    NATS_URL: await testNatsUrl(),
    DATA_DIR: dataDir.path,
    PUBLIC_URL: url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.config,
  });
  const platform = await startPlatform(config, createLogger(config.LOG_LEVEL, 'e2e-https-platform'));
  platformPort = (platform.app.server.address() as AddressInfo).port;
  return {
    url,
    platform,
    async close() {
      const closed = new Promise<void>((resolve) => front.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
      await platform.close();
      await database.drop();
      dataDir.remove();
    },
  };
}
