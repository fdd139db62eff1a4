import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

/**
 * A local stand-in for Twilio's REST API, for tests that drive the real `twilio` SDK (pointed at
 * it with TWILIO_API_URL): sending a message and fetching an account, with Twilio's answers and
 * error bodies ({code, message, more_info, status}), basic-auth checked. It records what it was
 * asked to send, and signs status callbacks the way Twilio does (X-Twilio-Signature).
 */

export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  status: string;
  createdAt: Date;
}

export interface FakeTwilioError {
  status: number;
  code: number;
  message: string;
}

/** A webhook request as Twilio would post it: form-encoded, signed. */
export interface SignedTwilioRequest {
  /** The URL the signature covers (the one configured at Twilio). */
  url: string;
  /** Its path and query, to post to another origin (app.inject, a test server's real port). */
  path: string;
  params: Record<string, string>;
  /** The form-encoded body. */
  payload: string;
  headers: { 'content-type': string; 'x-twilio-signature': string };
}

export interface FakeTwilio {
  /** The base URL to give TWILIO_API_URL. */
  url: string;
  /** Messages accepted, oldest first. */
  messages: FakeTwilioMessage[];
  /** Every request, for assertions about what reached "Twilio". */
  requests: { method: string; path: string; authorized: boolean }[];
  addAccount(accountSid: string, authToken: string, phoneNumbers?: string[]): void;
  /** Sends to this number are refused as Twilio refuses an unsubscribed (STOPped) recipient. */
  unsubscribe(phoneNumber: string): void;
  /** The next send (or the next `times` sends) is refused with this error (then back to normal). */
  failNextSend(error: FakeTwilioError, times?: number): void;
  /** The next send is taken (the message is kept) and the connection closed without an answer, as when the answer is lost on its way. */
  dropNextAnswer(): void;
  /** A status callback for an accepted message, signed with its account's token. */
  statusCallback(messageSid: string, status: string, options?: { errorCode?: string; url?: string }): SignedTwilioRequest;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;

export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** X-Twilio-Signature for a request to `url` with these form parameters (Twilio's algorithm, from the SDK). */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}

/** A form-encoded webhook to `url` signed with `authToken`, as Twilio posts it. */
export function signedTwilioRequest(url: string, authToken: string, params: Record<string, string>): SignedTwilioRequest {
  const parsed = new URL(url);
  return {
    url,
    path: `${parsed.pathname}${parsed.search}`,
    params,
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, url, params) },
  };
}

export const twilioSid = (prefix: 'SM' | 'AC') => `${prefix}${randomBytes(16).toString('hex')}`;

/** An inbound text as Twilio posts it to the messaging webhook. */
export function inboundSmsRequest(
  url: string,
  authToken: string,
  sms: { from: string; to: string; body: string; messageSid?: string; accountSid?: string; optOutType?: string },
): SignedTwilioRequest {
  const sid = sms.messageSid ?? twilioSid('SM');
  const params: Record<string, string> = {
    ToCountry: 'US',
    SmsMessageSid: sid,
    NumMedia: '0',
    SmsSid: sid,
    SmsStatus: 'received',
    Body: sms.body,
    To: sms.to,
    NumSegments: '1',
    MessageSid: sid,
    AccountSid: sms.accountSid ?? `AC${'0'.repeat(32)}`,
    From: sms.from,
    ApiVersion: '2010-04-01',
  };
  if (sms.optOutType) params.OptOutType = sms.optOutType;
  return signedTwilioRequest(url, authToken, params);
}

function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

function errorBody(error: FakeTwilioError) {
  return { code: error.code, message: error.message, more_info: `https://www.twilio.com/docs/errors/${error.code}`, status: error.status };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function basicAuth(req: IncomingMessage): { user: string; password: string } | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accounts = new Map<string, { authToken: string; phoneNumbers: Set<string> | undefined; created: Date }>();
  const unsubscribed = new Set<string>();
  const messages: FakeTwilioMessage[] = [];
  const requests: FakeTwilio['requests'] = [];
  let nextFailure: FakeTwilioError | undefined;
  let failuresLeft = 0;
  let dropAnswer = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-twilio');
      const path = url.pathname;
      const match = /^\/2010-04-01\/Accounts\/([^/]+?)(\.json|\/Messages\.json)$/.exec(path);
      const accountSid = match?.[1];
      const account = accountSid ? accounts.get(accountSid) : undefined;
      const auth = basicAuth(req);
      const authorized = !!account && !!auth && auth.user === accountSid && auth.password === account.authToken;
      requests.push({ method: req.method ?? '', path, authorized });
      const body = await readBody(req);
      if (!match) return send(res, 404, errorBody({ status: 404, code: 20404, message: `The requested resource ${path} was not found` }));
      if (!authorized) return send(res, 401, errorBody({ status: 401, code: 20003, message: 'Authenticate' }));

      if (match[2] === '.json' && req.method === 'GET') {
        return send(res, 200, {
          sid: accountSid,
          owner_account_sid: accountSid,
          friendly_name: 'Fake Twilio account',
          status: 'active',
          type: 'Full',
          auth_token: account.authToken,
          date_created: rfc2822(account.created),
          date_updated: rfc2822(account.created),
          uri: `/2010-04-01/Accounts/${accountSid}.json`,
        });
      }
      if (match[2] !== '/Messages.json' || req.method !== 'POST') {
        return send(res, 405, errorBody({ status: 405, code: 20004, message: 'Method not allowed' }));
      }
      const form = new URLSearchParams(body);
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const text = form.get('Body') ?? '';
      const refuse = (status: number, code: number, message: string) => send(res, status, errorBody({ status, code, message }));
      if (nextFailure) {
        const failure = nextFailure;
        if (--failuresLeft === 0) nextFailure = undefined;
        return send(res, failure.status, errorBody(failure));
      }
      if (!to) return refuse(400, 21604, "A 'To' phone number is required.");
      if (!E164.test(to)) return refuse(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from) return refuse(400, 21603, "A 'From' phone number is required.");
      if (account.phoneNumbers && !account.phoneNumbers.has(from)) {
        return refuse(400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`);
      }
      if (!text) return refuse(400, 21602, 'Message body is required.');
      if (unsubscribed.has(to)) return refuse(400, 21610, 'Attempt to send to unsubscribed recipient');
      const message: FakeTwilioMessage = {
        sid: twilioSid('SM'),
        accountSid: accountSid!,
        to,
        from,
        body: text,
        statusCallback: form.get('StatusCallback'),
        status: 'queued',
        createdAt: new Date(),
      };
      messages.push(message);
      if (dropAnswer) {
        dropAnswer = false;
        return void res.socket?.destroy();
      }
      const created = rfc2822(message.createdAt);
      return send(res, 201, {
        account_sid: message.accountSid,
        api_version: '2010-04-01',
        body: message.body,
        date_created: created,
        date_sent: null,
        date_updated: created,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: message.from,
        messaging_service_sid: null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid: message.sid,
        status: message.status,
        subresource_uris: { media: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}/Media.json` },
        to: message.to,
        uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
      });
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requests,
    addAccount(accountSid, authToken, phoneNumbers) {
      accounts.set(accountSid, { authToken, phoneNumbers: phoneNumbers ? new Set(phoneNumbers) : undefined, created: new Date() });
    },
    unsubscribe(phoneNumber) {
      unsubscribed.add(phoneNumber);
    },
    dropNextAnswer() {
      dropAnswer = true;
    },
    failNextSend(error, times = 1) {
      nextFailure = error;
      failuresLeft = times;
    },
    statusCallback(messageSid, status, options = {}) {
      const message = messages.find((m) => m.sid === messageSid);
      if (!message) throw new Error(`fake Twilio: no message ${messageSid}`);
      const url = options.url ?? message.statusCallback;
      if (!url) throw new Error(`fake Twilio: message ${messageSid} has no StatusCallback`);
      message.status = status;
      const params: Record<string, string> = {
        SmsSid: message.sid,
        SmsStatus: status,
        MessageStatus: status,
        To: message.to,
        MessageSid: message.sid,
        AccountSid: message.accountSid,
        From: message.from,
        ApiVersion: '2010-04-01',
      };
      if (options.errorCode) params.ErrorCode = options.errorCode;
      return signedTwilioRequest(url, accounts.get(message.accountSid)!.authToken, params);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
