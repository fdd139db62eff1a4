import nodemailer from 'nodemailer';

export type SmtpSecurityMode = 'starttls' | 'tls' | 'none';

export interface SmtpConnection {
  host: string;
  port: number;
  security: SmtpSecurityMode;
  username: string;
  password: string;
}

/** A mailbox that signs in with an OAuth access token (XOAUTH2: Microsoft 365, Google Workspace) instead of a password. */
export interface SmtpOAuthConnection {
  host: string;
  port: number;
  security: SmtpSecurityMode;
  username: string;
  accessToken: string;
}

export interface ConnectionCheck {
  success: boolean;
  message: string;
}

/**
 * A nodemailer SMTP transport for an account: STARTTLS required on `starttls`, TLS from the first
 * byte on `tls`; `pool` keeps a few signed-in connections open for many sends.
 */
export function createSmtpTransport(
  connection: SmtpConnection | SmtpOAuthConnection,
  timeoutMs = 15_000,
  pooling: { pool: true; maxConnections: number } | undefined = undefined,
  logger: SmtpLogger | undefined = undefined,
) {
  return nodemailer.createTransport({
    ...(pooling ? { pool: true, maxConnections: pooling.maxConnections, maxMessages: Infinity } : {}),
    ...(logger ? { logger } : {}),
    host: connection.host,
    port: connection.port,
    secure: connection.security === 'tls',
    requireTLS: connection.security === 'starttls',
    ignoreTLS: connection.security === 'none',
    auth: 'accessToken' in connection ? { type: 'OAuth2' as const, user: connection.username, accessToken: connection.accessToken } : { user: connection.username, pass: connection.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** What nodemailer tells a bunyan-style logger: each entry's fields first (`action: 'authenticated'` once signed in). */
type SmtpLogger = Record<'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', (entry: { action?: string }, ...message: unknown[]) => void>;

/** A logger that only notes whether the connection signed in. */
function signInWatcher(): { logger: SmtpLogger; signedIn: () => boolean } {
  let signedIn = false;
  const quiet = () => {};
  const info = (entry: { action?: string }) => {
    if (entry?.action === 'authenticated') signedIn = true;
  };
  return { logger: { trace: quiet, debug: quiet, info, warn: quiet, error: quiet, fatal: quiet }, signedIn: () => signedIn };
}

/**
 * Connect, secure the connection as configured and sign in, as a send would, then hang up: the
 * server's own words either way (never the password nor the access token). A server that offers
 * no sign-in (a local relay) is said to have taken the connection without one, as it takes sends.
 */
export async function checkSmtpConnection(connection: SmtpConnection | SmtpOAuthConnection, timeoutMs = 15_000): Promise<ConnectionCheck> {
  const watcher = signInWatcher();
  const transport = createSmtpTransport(connection, timeoutMs, undefined, watcher.logger);
  try {
    await transport.verify();
    const where = `${connection.host}:${connection.port}`;
    if (!watcher.signedIn()) return { success: true, message: `Connected to ${where}; the server asks for no sign-in, so it takes e-mails without the username and password` };
    return { success: true, message: `Connected to ${where} and signed in as ${connection.username}` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const secret = 'accessToken' in connection ? connection.accessToken : connection.password;
    return { success: false, message: `Could not connect to ${connection.host}:${connection.port}: ${inWords(reason.split(secret).join('***'), connection.security)}` };
  } finally {
    transport.close();
  }
}

/** OpenSSL's refusal of a reply that is not TLS (`…:SSL routines:…:wrong version number:…`), as Node passes it on. */
const PLAIN_TEXT_REPLY = /wrong version number|WRONG_VERSION_NUMBER|packet length too long|http request/i;

/**
 * The server's words, or, where they are the TLS library's (a server answering in plain text to a
 * connection set to TLS from the first byte), what went wrong and what to choose instead.
 */
function inWords(reason: string, security: SmtpSecurityMode): string {
  if (security === 'tls' && PLAIN_TEXT_REPLY.test(reason)) {
    return 'the server answered in plain text, not TLS: choose STARTTLS (usually port 587) or None for this port, or the port where it takes TLS from the first byte (usually 465)';
  }
  return reason;
}
