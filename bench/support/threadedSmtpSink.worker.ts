import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { startSmtpSink } from '@outreach/testing';
import type { SinkReply, SinkRequest } from './threadedSmtpSink.ts';

const sink = await startSmtpSink(workerData.users as Record<string, string>);
const port = parentPort!;
// The moment (epoch ms) the first message since the last take() arrived.
let firstAt: number | null = null;
const push = sink.received.push.bind(sink.received);
sink.received.push = (...mails) => {
  firstAt ??= performance.timeOrigin + performance.now();
  return push(...mails);
};

port.on('message', ({ id, type }: SinkRequest) => {
  const reply = (answer: Omit<SinkReply, 'id'>) => port.postMessage({ id, ...answer } satisfies SinkReply);
  if (type === 'count') return reply({ count: sink.received.length, firstAt });
  if (type === 'take') {
    const mails = sink.received.splice(0);
    firstAt = null;
    return reply({ mails });
  }
  void sink.close().then(() => reply({}));
});
port.postMessage({ id: 0, ready: { host: sink.host, port: sink.port } } satisfies SinkReply);
