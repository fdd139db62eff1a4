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
    return { success: false, message: `Could not connect to ${connection.host}:${connection.port}: ${reason.split(secret).join('***')}` };
  } finally {
    transport.close();
  }
}
