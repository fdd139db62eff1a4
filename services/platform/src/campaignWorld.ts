import { randomUUID } from 'node:crypto';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { EMPTY_FIELDS, type ContactFields, type StagedAgent } from '@outreach/domain';
import type { Clock } from '@outreach/server-kit';
import { startDnsServer, startImapServer, startSmtpSink, type ReceivedMail, type SmtpSink, type TestDnsServer, type TestImapServer } from '@outreach/testing';
import { expect } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/** The mailbox campaigns go out from, on the SMTP server and (with replies) the IMAP server. */
export const WORLD_MAILBOX = 'dana@listingpro.test';
export const WORLD_PUBLIC_URL = 'https://outreach.test';
const PASSWORD = 'mailbox-secret-Wd4!';

export interface CampaignWorldOptions {
  /** How many agents become contacts (`agent{n}@agents.test`, First{n} Last{n}, Austin). */
  agents: number;
  /** Their fields beyond the defaults. */
  agent?: (n: number) => Partial<ContactFields>;
  /** Run the IMAP server replies are read from (and name it on the mailbox). */
  imap?: boolean;
  clock?: Clock;
}

/** Wait until `probe` finds what it looks for. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const subjectOf = (mail: ReceivedMail) => /^Subject:\s*(.*)$/im.exec(mail.raw)![1]!.trim();
export const messageIdOf = (mail: ReceivedMail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)![1]!;

/**
 * The whole platform for campaign tests: an SMTP server that takes the mailbox's mail, a DNS zone
 * where the agents' domain exists, optionally the mailbox's IMAP server (Debian's dovecot), the
 * agents imported as contacts, and the SMTP mailbox added; the API as the signed-in admin.
 */
export async function campaignWorld(prefix: string, options: CampaignWorldOptions) {
  const smtp: SmtpSink = await startSmtpSink({ [WORLD_MAILBOX]: PASSWORD });
  const imap: TestImapServer | undefined = options.imap ? await startImapServer({ [WORLD_MAILBOX]: PASSWORD }) : undefined;
  const dns: TestDnsServer = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  const fx = await platformFixture(
    prefix,
    { DNS_SERVERS: dns.server, EMAIL_SENDS_PER_MINUTE: '0', PUBLIC_URL: WORLD_PUBLIC_URL, SENDER_POSTAL_ADDRESS: 'ListingPro, 500 Congress Ave, Austin, TX 78701' },
    options.clock ? { clock: options.clock } : {},
  );
  let admin: Record<string, string> = await fx.signIn();
  const send = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await fx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    if (res.headers['x-event-position']) admin['x-min-position'] = String(res.headers['x-event-position']);
    return res;
  };
  const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: admin });

  const clock = fx.platform.runtime.clock;
  const context = { actor: { kind: 'system' as const, process: 'test' }, now: clock.now().toISOString(), requestId: 'test', correlationId: 'test', newId: () => randomUUID() };
  for (let from = 0; from < options.agents; from += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, options.agents - from) }, (_, i): StagedAgent => {
      const n = from + i;
      return {
        stagedAgentId: `${prefix}${Math.floor(n / 1_000)}.${n}`,
        fields: { ...EMPTY_FIELDS, firstName: `First${n}`, lastName: `Last${n}`, email: `agent${n}@agents.test`, city: 'Austin', state: 'TX', zipCode: '78701', listingCount: 20, ...options.agent?.(n) },
      };
    });
    await stageAgents(fx.platform.runtime, `${prefix}${from / 1_000}`, 'test', batch, context);
  }
  const imported = await send('POST', '/api/production/import-all');
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json()).toMatchObject({ imported: options.agents });
  // A send reads its audience from the read side: wait until it has every contact.
  await until('the audience on the read side', async () => ((await get('/api/campaigns/audience-count')).json().matching === options.agents ? true : undefined));

  const account = await send('POST', '/api/email-accounts', {
    name: 'Sales',
    provider: 'smtp',
    fromName: 'Dana from ListingPro',
    fromEmail: WORLD_MAILBOX,
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    smtpUsername: WORLD_MAILBOX,
    smtpSecurity: 'none',
    smtpPassword: PASSWORD,
    ...(imap ? { imapHost: imap.host, imapPort: imap.port } : {}),
    warmupEnabled: false,
    dailyLimit: 100_000,
  });
  expect(account.statusCode, account.body).toBe(201);

  return {
    fx,
    smtp,
    imap,
    emailAccountId: account.json().id as string,
    send,
    get,
    /** Sign in again (the test's clock moved past the session's end). */
    async signIn(): Promise<void> {
      admin = await fx.signIn();
    },
    /** The agent's reply to one of our e-mails, delivered by their server to the sending mailbox. */
    async reply(to: ReceivedMail, body: string, from = `<${to.to[0]}>`): Promise<void> {
      if (!imap) throw new Error('campaignWorld: start it with { imap: true } to receive replies');
      const messageId = messageIdOf(to);
      await imap.deliver(
        WORLD_MAILBOX,
        PASSWORD,
        [`From: ${from}`, `To: ${WORLD_MAILBOX}`, `Subject: Re: ${subjectOf(to)}`, `Message-ID: <reply-${randomUUID()}@agents.test>`, `In-Reply-To: ${messageId}`, `References: ${messageId}`, '', body, ''].join('\r\n'),
      );
    },
    async close() {
      await fx.close();
      await smtp.close();
      await imap?.close();
      await dns.close();
    },
  };
}

export type CampaignWorld = Awaited<ReturnType<typeof campaignWorld>>;
