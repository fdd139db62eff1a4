import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from '@nats-io/transport-node';

let natsUrl: Promise<string> | undefined;

async function answers(url: string): Promise<boolean> {
  try {
    const nc = await connect({ servers: url, timeout: 2000, reconnect: false });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

/** NATS_URL; else a server on 127.0.0.1:4222; else a `nats-server -js` started on a free port. */
export function testNatsUrl(): Promise<string> {
  natsUrl ??= (async () => {
    if (process.env.NATS_URL) return process.env.NATS_URL;
    const local = 'nats://127.0.0.1:4222';
    if (await answers(local)) return local;
    const bin = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(existsSync) ?? 'nats-server';
    const port = 30000 + Math.floor(Math.random() * 20000);
    const child = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js'], { stdio: 'ignore' });
    process.once('exit', () => child.kill());
    const url = `nats://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      if (await answers(url)) return url;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Could not start nats-server (${bin}); set NATS_URL`);
  })();
  return natsUrl;
}
