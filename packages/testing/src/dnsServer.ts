import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const DNSMASQ_PATH = process.env.DNSMASQ_PATH ?? '/usr/sbin/dnsmasq';

export interface DnsZone {
  /** domain → mail exchangers, best first (`.` alone is a null MX). */
  mx?: Record<string, readonly string[]>;
  /** name → IPv4 address. */
  a?: Record<string, string>;
  /** name → TXT text (makes the name exist without address or MX). */
  txt?: Record<string, string>;
}

export interface TestDnsServer {
  /** `127.0.0.1:port`, for a resolver's servers. */
  server: string;
  close(): Promise<void>;
}

/** A port free on 127.0.0.1 for UDP and for TCP at this moment (dnsmasq listens on both). */
async function freePort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  const tcp = createServer();
  const tcpFree = await new Promise<boolean>((resolve) => {
    tcp.once('error', () => resolve(false));
    tcp.listen(port, '127.0.0.1', () => resolve(true));
  });
  await new Promise<void>((resolve) => (tcpFree ? tcp.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return tcpFree ? port : freePort();
}

/** Times dnsmasq is started on another port when the one chosen was taken in the meantime. */
const START_ATTEMPTS = 5;

/**
 * A real DNS server (Debian's dnsmasq) answering for test zones under `.test` only: what the
 * zone names, NXDOMAIN for any other `.test` name, nothing from the internet.
 */
export async function startDnsServer(zone: DnsZone): Promise<TestDnsServer> {
  if (!existsSync(DNSMASQ_PATH)) throw new Error(`dnsmasq is not installed at ${DNSMASQ_PATH} (apt-get install dnsmasq-base)`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(zone);
    } catch (error) {
      // Another process took the port between the look and dnsmasq's bind: another port.
      if (attempt >= START_ATTEMPTS || !(error instanceof Error) || !error.message.includes('Address already in use')) throw error;
    }
  }
}

async function startOnFreePort(zone: DnsZone): Promise<TestDnsServer> {
  const port = await freePort();
  const args = ['--no-daemon', `--port=${port}`, '--listen-address=127.0.0.1', '--bind-interfaces', '--no-resolv', '--no-hosts', '--conf-file=/dev/null', '--local=/test/', '--log-facility=-'];
  for (const [domain, hosts] of Object.entries(zone.mx ?? {})) hosts.forEach((host, i) => args.push(`--mx-host=${domain},${host},${(i + 1) * 10}`));
  for (const [name, address] of Object.entries(zone.a ?? {})) args.push(`--host-record=${name},${address}`);
  for (const [name, text] of Object.entries(zone.txt ?? {})) args.push(`--txt-record=${name},${text}`);
  const child: ChildProcess = spawn(DNSMASQ_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('cleared cache') || output.includes('started')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`dnsmasq exited (${code}): ${output}`)));
  });
  return {
    server: `127.0.0.1:${port}`,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
