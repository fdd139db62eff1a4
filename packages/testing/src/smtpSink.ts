import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The message as it arrived (headers and body). */
  raw: string;
  username: string | undefined;
  /** The OAuth access token the sender signed in with (XOAUTH2), if it did. */
  accessToken: string | undefined;
}

export interface SmtpSink {
  host: string;
  port: number;
  received: ReceivedMail[];
  /** Connection errors other than a sender resetting its connection. */
  connectionErrors: Error[];
  /** Close every open connection (421), as a server going away for a moment does: senders connect and sign in again. */
  dropConnections(): void;
  /** The most connections that were open at once. */
  peakConnections(): number;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Refuse a recipient at RCPT TO with this reply (e.g. `{code: 550, message: '5.1.1 No such user'}`), or accept it (undefined). */
  refuseRecipient?: (address: string) => { code: number; message: string } | undefined;
  /** Sign in senders with XOAUTH2 (a mailbox and its OAuth access token) when this accepts the token (e.g. after asking the authorization server). */
  acceptAccessToken?: (username: string, accessToken: string) => boolean | Promise<boolean>;
  /**
   * Keep a message to these recipients, then close the connection instead of answering its DATA,
   * as a server that takes a message and goes away before saying so does.
   */
  closeAfterData?: (recipients: string[]) => boolean;
  /** Refuse a connection beyond this many open at once (421), as Exchange Online refuses a mailbox's fourth. */
  maxClients?: number;
  /** Offer no sign-in (no AUTH) and take mail from anyone, as a local relay does. */
  noSignIn?: boolean;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port that signs in the given
 * users (PLAIN/LOGIN over the plain connection: no STARTTLS) and keeps every message it accepts.
 */
export async function startSmtpSink(users: Record<string, string>, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const tokens = new Map<string, string>();
  const connectionErrors: Error[] = [];
  let peak = 0;
  const server = new SMTPServer({
    ...(options.maxClients ? { maxClients: options.maxClients } : {}),
    onConnect(_session, callback) {
      peak = Math.max(peak, connections().size);
      callback();
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      return callback();
    },
    disabledCommands: options.noSignIn ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    ...(options.noSignIn ? { authOptional: true } : {}),
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN', ...(options.acceptAccessToken ? ['XOAUTH2'] : [])],
    logger: false,
    onAuth(auth, session, callback) {
      if (auth.method === 'XOAUTH2') {
        const { username, accessToken } = auth;
        const accepted = username && accessToken && options.acceptAccessToken ? options.acceptAccessToken(username, accessToken) : false;
        void Promise.resolve(accepted).then(
          (ok) => {
            if (!ok) return callback(null, { data: { status: '401', schemes: 'bearer' } });
            tokens.set(session.id, accessToken!);
            return callback(null, { user: username });
          },
          (error: Error) => callback(error),
        );
        return;
      }
      if (auth.username && users[auth.username] !== undefined && users[auth.username] === auth.password) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to,
          raw: Buffer.concat(chunks).toString('utf8'),
          username: typeof session.user === 'string' ? session.user : undefined,
          accessToken: tokens.get(session.id),
        });
        if (options.closeAfterData?.(to)) return connectionOf(session.id)?.close();
        callback();
      });
    },
  });
  type Connection = { id: string; send(code: number, text: string): void; close(): void };
  const connections = () => (server as unknown as { connections: Set<Connection> }).connections;
  const connectionOf = (sessionId: string) => [...connections()].find((c) => c.id === sessionId);
  // A sender that dies mid-conversation (a killed dispatcher) resets its connections: the server reports it, nothing more.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') connectionErrors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    connectionErrors,
    dropConnections() {
      for (const connection of connections()) {
        connection.send(421, 'Service closing the connection');
        connection.close();
      }
    },
    peakConnections: () => peak,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
