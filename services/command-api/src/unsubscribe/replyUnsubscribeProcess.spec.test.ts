import { randomUUID } from 'node:crypto';
import { contactStream, EMPTY_FIELDS, emailRepliesStream, SYSTEM_SETTINGS_STREAM, type RecordedEvent } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec } from '../commandApiSpec.ts';

/** Replies that ask to be unsubscribed unsubscribe their contact while auto-unsubscribe is on; other replies, and any with it off, change nothing. */
const api = commandApiSpec('reply_unsubscribe_process');

async function eventsOf(streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of api.runtime().eventStore.readStream(streamId)) events.push(e);
  return events;
}

async function contact(email: string): Promise<string> {
  const contactId = randomUUID();
  await api.given(contactStream(contactId), [
    { type: 'ContactImported', data: { contactId, fields: { ...EMPTY_FIELDS, email }, status: 'active', source: 'csv', importId: null, stagedAgentId: null } },
  ]);
  return contactId;
}

/** A reply from the contact to a campaign e-mail, as the reply reader records it; answers its event. */
async function replies(contactId: string, from: string, snippet: string): Promise<RecordedEvent> {
  const messageId = randomUUID();
  await api.given(emailRepliesStream(messageId), [
    {
      type: 'EmailReplied',
      data: {
        messageId,
        contactId,
        campaignId: randomUUID(),
        emailAccountId: randomUUID(),
        replyMessageId: `${randomUUID()}@mail.agents.test`,
        from,
        fromName: null,
        subject: 'Re: New rentals near you',
        snippet,
        receivedAt: '2026-01-05T15:00:00.000Z',
      },
    },
  ]);
  return (await eventsOf(emailRepliesStream(messageId)))[0]!;
}

/**
 * Until the reply-unsubscribe work of `reply` is done (or there was none). One statement, so both
 * are read at one moment: the work is scheduled in the transaction that moves the checkpoint past
 * the reply, and read apart the work could be looked for just before that commit and the
 * checkpoint just after it.
 */
async function looked(reply: RecordedEvent): Promise<void> {
  const pool = api.runtime().pg;
  for (let i = 0; i < 600; i++) {
    const { rows } = await pool.query<{ done: boolean }>(
      `select not exists (select 1 from runner.work where kind = 'reply-unsubscribe' and key = $1)
          and exists (select 1 from runner.checkpoints where name = 'reply-unsubscribes' and (position_commit, position_prepare) >= ($2::int8, $3::int8)) as done`,
      [reply.eventId, reply.position.commit.toString(), reply.position.prepare.toString()],
    );
    if (rows[0]!.done) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the reply was not looked at');
}

const statusChanges = async (contactId: string) => (await eventsOf(contactStream(contactId))).filter((e) => e.type === 'ContactStatusChanged');

describe('a reply asking to be unsubscribed', () => {
  it('unsubscribes its contact at once, on behalf of auto-unsubscribe, quoting the reply as the reason; a reply that does not ask changes nothing', async () => {
    const ana = await contact('ana@agents.test');
    const asked = await replies(ana, 'ana@agents.test', 'Please remove me from your list.\n\nAna');
    await looked(asked);
    const [changed, ...more] = await statusChanges(ana);
    expect(more).toEqual([]);
    expect(changed?.data).toMatchObject({ contactId: ana, status: 'unsubscribed' });
    expect(changed?.metadata).toMatchObject({
      actor: { kind: 'system', process: 'auto-unsubscribe' },
      reason: 'Replied to an e-mail asking to be unsubscribed: “Please remove me from your list.\n\nAna”',
      causationId: asked.eventId,
    });

    // The same contact asking again records nothing more.
    await looked(await replies(ana, 'ana@agents.test', 'STOP'));
    expect(await statusChanges(ana)).toHaveLength(1);

    // Our footer, carried below the reply unquoted, is not quoted as the recipient's words.
    const dan = await contact('dan@agents.test');
    await looked(await replies(dan, 'dan@agents.test', 'Please unsubscribe me.\nTo stop receiving these e-mails, unsubscribe here: https://outreach.example/unsubscribe/abc'));
    expect((await statusChanges(dan))[0]?.metadata.reason).toBe('Replied to an e-mail asking to be unsubscribed: “Please unsubscribe me.”');

    const ben = await contact('ben@agents.test');
    await looked(await replies(ben, 'ben@agents.test', 'Sounds good, how much is it after the trial?'));
    expect(await statusChanges(ben)).toEqual([]);
  }, 60_000);

  it('is left for a person to read while auto-unsubscribe is off', async () => {
    await api.given(SYSTEM_SETTINGS_STREAM, [{ type: 'SystemSettingsChanged', data: { timezone: 'ct', autoUnsubscribe: false, previous: { timezone: 'pt', autoUnsubscribe: true } } }]);
    const cy = await contact('cy@agents.test');
    await looked(await replies(cy, 'cy@agents.test', 'Unsubscribe'));
    expect(await statusChanges(cy)).toEqual([]);
  }, 60_000);
});
