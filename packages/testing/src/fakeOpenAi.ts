import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests that drive the real `openai` SDK (pointed at it with
 * OPENAI_BASE_URL): POST /v1/chat/completions answers with scripted replies, in order, with
 * OpenAI's answer and error bodies and a bearer key checked. A reply can be a JSON answer, raw
 * content (malformed JSON), an answer after a delay (beyond a client's timeout), or an error status
 * (401, 429 with Retry-After, 500). It records every request it was sent.
 */

export type FakeOpenAiReply =
  /** The assistant's content: this value as JSON. */
  | { json: unknown; delayMs?: number }
  /** The assistant's content as is (e.g. malformed JSON). */
  | { content: string; finishReason?: 'stop' | 'length' | 'content_filter'; delayMs?: number }
  /** A refusal instead of content. */
  | { refusal: string }
  /** An error answer with OpenAI's error body; `retryAfter` sets the Retry-After header. */
  | { status: number; message?: string; code?: string; retryAfter?: string; delayMs?: number };

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    [key: string]: unknown;
  };
}

export interface FakeOpenAi {
  /** The base URL to give OPENAI_BASE_URL (ends in /v1). */
  url: string;
  /** The key requests must carry (Authorization: Bearer …); another answers 401 as OpenAI does. */
  apiKey: string;
  /** Every chat completion request, oldest first. */
  requests: FakeOpenAiRequest[];
  /** Queue replies for the next requests, in order. */
  reply(...replies: FakeOpenAiReply[]): void;
  /** The reply when the queue is empty (default: a 500 saying nothing was scripted). */
  otherwise(reply: (request: FakeOpenAiRequest) => FakeOpenAiReply): void;
  /** Replies still queued. */
  pending(): number;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  403: 'permission_error',
  404: 'invalid_request_error',
  429: 'rate_limit_exceeded',
  500: 'server_error',
  503: 'server_error',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function completion(model: string, message: { content: string | null; refusal: string | null }, finishReason: string) {
  return {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

export async function startFakeOpenAi(options: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? `sk-test-${randomBytes(8).toString('hex')}`;
  const queue: FakeOpenAiReply[] = [];
  const requests: FakeOpenAiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let fallback: (request: FakeOpenAiRequest) => FakeOpenAiReply = () => ({ status: 500, message: 'The fake model has no scripted reply' });

  const answer = (res: ServerResponse, request: FakeOpenAiRequest, reply: FakeOpenAiReply) => {
    const model = request.body.model ?? 'fake-model';
    if ('status' in reply) {
      const headers: Record<string, string> = reply.retryAfter === undefined ? {} : { 'retry-after': reply.retryAfter };
      sendJson(res, reply.status, { error: { message: reply.message ?? `Error ${reply.status}`, type: ERROR_TYPES[reply.status] ?? 'api_error', param: null, code: reply.code ?? null } }, headers);
    } else if ('refusal' in reply) {
      sendJson(res, 200, completion(model, { content: null, refusal: reply.refusal }, 'stop'));
    } else if ('json' in reply) {
      sendJson(res, 200, completion(model, { content: JSON.stringify(reply.json), refusal: null }, 'stop'));
    } else {
      sendJson(res, 200, completion(model, { content: reply.content, refusal: null }, reply.finishReason ?? 'stop'));
    }
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(req);
    if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) {
      sendJson(res, 404, { error: { message: `Unknown request ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: null } });
      return;
    }
    let body: FakeOpenAiRequest['body'];
    try {
      body = JSON.parse(raw) as FakeOpenAiRequest['body'];
    } catch {
      sendJson(res, 400, { error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error', param: null, code: null } });
      return;
    }
    const request: FakeOpenAiRequest = { path, authorization: req.headers.authorization, body };
    requests.push(request);
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      answer(res, request, { status: 401, message: 'Incorrect API key provided.', code: 'invalid_api_key' });
      return;
    }
    const reply = queue.shift() ?? fallback(request);
    const delay = 'delayMs' in reply ? (reply.delayMs ?? 0) : 0;
    if (delay <= 0) {
      answer(res, request, reply);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer(res, request, reply);
    }, delay);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    reply: (...replies) => void queue.push(...replies),
    otherwise: (reply) => {
      fallback = reply;
    },
    pending: () => queue.length,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
