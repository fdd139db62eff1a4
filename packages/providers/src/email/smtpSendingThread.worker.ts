import { parentPort } from 'node:worker_threads';
import { perTurn } from './perTurn.ts';
import { createSmtpTransport } from './smtpTransport.ts';
import type { SendingThreadReply, SendingThreadRequest } from './smtpSendingThread.ts';

/** The sending thread (see smtpSendingThread.ts): the pooled transports the main thread opened, by id. */
const transports = new Map<number, ReturnType<typeof createSmtpTransport>>();
const port = parentPort!;
/** The answers of a turn of the thread's event loop go back as one message. */
const reply = perTurn<SendingThreadReply>((answers) => port.postMessage(answers));

function errorFields(error: unknown): NonNullable<SendingThreadReply['error']> {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  return {
    message: error instanceof Error ? error.message : String(error),
    code: text('code'),
    response: text('response'),
    command: text('command'),
    timeoutType: text('timeoutType'),
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
  };
}

port.on('message', (requests: SendingThreadRequest[]) => {
  for (const request of requests) handle(request);
});

function handle(request: SendingThreadRequest): void {
  switch (request.type) {
    case 'open':
      transports.set(request.transportId, createSmtpTransport(request.connection, request.timeoutMs, request.pooling));
      return;
    case 'close':
      transports.get(request.transportId)?.close();
      transports.delete(request.transportId);
      return;
    case 'send': {
      const { id } = request;
      const transport = transports.get(request.transportId);
      if (!transport) {
        reply({ id, error: { message: 'The mailbox’s connection was closed before the e-mail was handed over', code: 'ECONNECTION' } });
        return;
      }
      transport.sendMail(request.message).then(
        (info: { messageId?: string; response?: string }) => reply({ id, info: { messageId: info.messageId ?? null, response: info.response ?? null } }),
        (error: unknown) => reply({ id, error: errorFields(error) }),
      );
    }
  }
}
