import { generateKeyPairSync } from 'node:crypto';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail, type ComposeEmailInput } from './composeEmail.ts';
import { stopSendingThread, threadedSmtpTransport } from './smtpSendingThread.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim = { domainName: 'realty.test', keySelector: 's1', privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
const dkimRecord = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, rrtype: string): Promise<string[][]> => {
  if (rrtype === 'TXT' && name === `s1._domainkey.realty.test`) return [[dkimRecord]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

const USER = { name: 'dana', password: 'sending-thread-password' };
const input = (to: string): ComposeEmailInput => ({
  messageId: crypto.randomUUID(),
  from: { email: 'dana@realty.test', name: 'Dana Agent' },
  to: { email: to, name: 'Lee Buyer' },
  subject: 'Homes near you — this week',
  text: 'Hi Lee,\n\nThree new listings this week.\n',
  marketing: true,
  unsubscribe: { url: 'https://outreach.test/u/abc', mailto: 'mailto:unsubscribe+abc@outreach.test' },
  postalAddress: '12 Harbour Street, Springfield, IL 62701',
  campaignId: 'camp-7',
});

describe('the sending thread', () => {
  let sink: SmtpSink;
  /** Holds the DATA of messages to these recipients until released. */
  const held = new Set<string>();
  beforeAll(async () => {
    sink = await startSmtpSink({ [USER.name]: USER.password }, {
      refuseRecipient: (address) => (address.startsWith('nobody@') ? { code: 550, message: '5.1.1 No such user here' } : undefined),
      closeAfterData: (recipients) => recipients.some((r) => held.has(r)),
    });
  });
  afterAll(async () => {
    await stopSendingThread();
    await sink.close();
  });
  const connection = (password = USER.password) => ({ host: sink.host, port: sink.port, security: 'none' as const, username: USER.name, password });

  it('sends through a pooled connection on its own thread: the message arrives as composed, DKIM-signed, with the server’s answer', async () => {
    const transport = threadedSmtpTransport(connection(), 10_000, { pool: true, maxConnections: 2 });
    try {
      const sends = ['lee@example.test', 'kim@example.test', 'ana@example.test'].map((to) => transport.sendMail({ ...composeEmail({ ...input(to), dkim }) }));
      const infos = await Promise.all(sends);
      for (const info of infos) {
        expect(info.response).toMatch(/^250 /);
        expect(info.messageId).toMatch(/^<[0-9a-f-]{36}@realty\.test>$/);
      }
      const arrived = sink.received.filter((m) => infos.some((i) => m.raw.includes(`Message-ID: ${i.messageId}`)));
      expect(arrived).toHaveLength(3);
      expect(arrived[0]!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const verified = await dkimVerify(arrived[0]!.raw, { resolver, strict: true } as Parameters<typeof dkimVerify>[1]);
      expect(verified.results[0]?.status.result).toBe('pass');
    } finally {
      transport.close();
    }
  });

  it('hands back what the server refused with the fields that say where and why (a refused recipient, a refused sign-in)', async () => {
    const transport = threadedSmtpTransport(connection(), 10_000, { pool: true, maxConnections: 1 });
    const refusedSignIn = threadedSmtpTransport(connection('wrong'), 10_000, { pool: true, maxConnections: 1 });
    try {
      const refused = await transport.sendMail(composeEmail(input('nobody@example.test'))).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
      expect((refused as { response: string }).response).toContain('5.1.1 No such user here');
      const signIn = await refusedSignIn.sendMail(composeEmail(input('lee@example.test'))).catch((e: unknown) => e);
      expect(signIn).toMatchObject({ code: 'EAUTH', responseCode: 535 });
      // The transport is still good for the next recipient.
      await expect(transport.sendMail(composeEmail(input('lee@example.test')))).resolves.toMatchObject({ response: expect.stringMatching(/^250 /) });
    } finally {
      transport.close();
      refusedSignIn.close();
    }
  });

  it('a connection broken during DATA is reported as a broken connection, not as sent', async () => {
    held.add('gone@example.test');
    const transport = threadedSmtpTransport(connection(), 10_000, { pool: true, maxConnections: 1 });
    try {
      const broken = await transport.sendMail(composeEmail(input('gone@example.test'))).catch((e: unknown) => e);
      expect(broken).toBeInstanceOf(Error);
      expect((broken as { responseCode?: number }).responseCode).toBeUndefined();
      expect(['ECONNECTION', 'ESOCKET']).toContain((broken as { code: string }).code);
    } finally {
      transport.close();
    }
  });

  it('a thread that stops fails the sends it held as broken connections, and the next send opens the mailbox on a new thread', async () => {
    const transport = threadedSmtpTransport(connection(), 10_000, { pool: true, maxConnections: 1 });
    try {
      await transport.sendMail(composeEmail(input('lee@example.test')));
      const inFlight = Array.from({ length: 50 }, (_, i) => transport.sendMail(composeEmail(input(`agent${i}@example.test`))).catch((e: unknown) => e));
      await stopSendingThread();
      const outcomes = await Promise.all(inFlight);
      const failed = outcomes.filter((o) => o instanceof Error);
      // Those the server had not answered may have gone out: a broken connection, never a success.
      expect(failed.length).toBeGreaterThan(0);
      for (const error of failed) expect(error).toMatchObject({ code: 'ECONNECTION', message: expect.stringContaining('sending thread stopped') });
      for (const sent of outcomes.filter((o) => !(o instanceof Error))) expect(sent).toMatchObject({ response: expect.stringMatching(/^250 /) });
      await expect(transport.sendMail(composeEmail(input('ana@example.test')))).resolves.toMatchObject({ response: expect.stringMatching(/^250 /) });
    } finally {
      transport.close();
    }
  });
});
