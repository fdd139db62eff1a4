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
export function createSmtpTransport(connection: SmtpConnection | SmtpOAuthConnection, timeoutMs = 15_000, pooling: { pool: true; maxConnections: number } | undefined = undefined) {
  return nodemailer.createTransport({
    ...(pooling ? { pool: true, maxConnections: pooling.maxConnections, maxMessages: Infinity } : {}),
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

/**
 * Connect, secure the connection as configured and sign in, as a send would, then hang up: the
 * server's own words either way (never the password nor the access token).
 */
export async function checkSmtpConnection(connection: SmtpConnection | SmtpOAuthConnection, timeoutMs = 15_000): Promise<ConnectionCheck> {
  const transport = createSmtpTransport(connection, timeoutMs);
  try {
    await transport.verify();
    return { success: true, message: `Connected to ${connection.host}:${connection.port} and signed in as ${connection.username}` };
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
