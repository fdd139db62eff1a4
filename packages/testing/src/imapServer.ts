import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './freePort.ts';

export const DOVECOT_PATH = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

export interface TestImapServer {
  host: '127.0.0.1';
  port: number;
  /** What dovecot logged so far (sign-ins refused and why). */
  log(): string;
  /** A message arriving in a user's INBOX, as their mail server delivers it (an IMAP APPEND, signed in as them). */
  deliver(user: string, password: string, raw: string): Promise<void>;
  close(): Promise<void>;
}

/** The system user and group a root-started dovecot runs its processes and mail as (Debian's package makes them). */
function idsOf(user: string): { uid: number; gid: number } {
  return { uid: Number(execFileSync('id', ['-u', user]).toString().trim()), gid: Number(execFileSync('id', ['-g', user]).toString().trim()) };
}

async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not listen on ${port}: ${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ImapServerOptions {
  /**
   * Users also sign in with an OAuth access token (AUTHENTICATE XOAUTH2, the only OAuth mechanism
   * offered, as Exchange Online offers it): dovecot's oauth2 passdb posts the token to the
   * authorization server's introspection endpoint (RFC 7662; the client id and secret in the URL,
   * sent as HTTP Basic) and signs the user in when the answer is active and its `email` is the
   * user's. `caCertificatePem` is the certificate the endpoint's TLS is trusted by.
   */
  oauth2?: { introspectionUrl: string; clientId: string; clientSecret: string; caCertificatePem: string };
}

/** Dovecot's oauth2 passdb settings (its `args` file): tokens checked by introspection only. */
function oauth2Settings(dir: string, oauth2: NonNullable<ImapServerOptions['oauth2']>): string {
  const url = new URL(oauth2.introspectionUrl);
  url.username = encodeURIComponent(oauth2.clientId);
  url.password = encodeURIComponent(oauth2.clientSecret);
  const caFile = join(dir, 'oauth2-ca.pem');
  // Read by dovecot's auth process, which a root-started dovecot runs as its internal user.
  writeFileSync(caFile, oauth2.caCertificatePem, { mode: 0o644 });
  return [
    'introspection_mode = post',
    `introspection_url = ${url.toString()}`,
    'force_introspection = yes',
    'username_attribute = email',
    'active_attribute = active',
    'active_value = true',
    `tls_ca_cert_file = ${caFile}`,
    '',
  ].join('\n');
}

/**
 * A real IMAP server (Debian's dovecot-imapd) on a free port of 127.0.0.1, plain text (no TLS), with
 * the given users and their passwords, each with an empty INBOX, its files in a temporary folder;
 * with `oauth2`, the users also sign in with an access token the authorization server vouches for.
 */
export async function startImapServer(users: Record<string, string>, options: ImapServerOptions = {}): Promise<TestImapServer> {
  if (!existsSync(DOVECOT_PATH)) throw new Error(`dovecot is not installed at ${DOVECOT_PATH} (apt-get install dovecot-imapd)`);
  const dir = mkdtempSync(join(tmpdir(), 'outreach-imap-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = userInfo();
  const internal = root ? 'dovecot' : me.username;
  const login = root ? 'dovenull' : me.username;
  const mailUser = root ? idsOf('dovecot') : { uid: me.uid, gid: me.gid };
  const group = root ? 'dovecot' : execFileSync('id', ['-gn']).toString().trim();
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  if (root) chownSync(join(dir, 'mail'), mailUser.uid, mailUser.gid);
  writeFileSync(join(dir, 'users'), Object.entries(users).map(([user, password]) => `${user}:{PLAIN}${password}::::::\n`).join(''));
  if (options.oauth2) writeFileSync(join(dir, 'oauth2.conf.ext'), oauth2Settings(dir, options.oauth2));
  const config = `
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = outreach-imap-${port}
default_internal_user = ${internal}
default_internal_group = ${group}
default_login_user = ${login}
first_valid_uid = 1
first_valid_gid = 1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login${options.oauth2 ? ' xoauth2' : ''}
log_path = ${dir}/dovecot.log
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  mechanisms = plain login
  args = scheme=PLAIN username_format=%u ${dir}/users
}
${
  options.oauth2
    ? `passdb {
  driver = oauth2
  mechanisms = xoauth2
  args = ${dir}/oauth2.conf.ext
}`
    : ''
}
userdb {
  driver = static
  args = uid=${mailUser.uid} gid=${mailUser.gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
  writeFileSync(join(dir, 'dovecot.conf'), config);
  const child = spawn(DOVECOT_PATH, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await listening(port, child, () => output);
  return {
    host: '127.0.0.1',
    port,
    log: () => (existsSync(join(dir, 'dovecot.log')) ? readFileSync(join(dir, 'dovecot.log'), 'utf8') : ''),
    async deliver(user, password, raw) {
      const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
      // A socket error rejects the call it breaks; heard as an event too, it would otherwise go unhandled.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.append('INBOX', raw.replace(/\r?\n/g, '\r\n'));
      } finally {
        await client.logout();
      }
    },
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
