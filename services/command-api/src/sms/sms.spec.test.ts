import { contactPhoneStream, contactStream, conversationPhoneStream, conversationStream, EMPTY_FIELDS, OPTED_OUT_MESSAGE, BLOCKED_MESSAGE, UNSUBSCRIBED_CONTACT_MESSAGE } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata } from '../commandApiSpec.ts';

const api = commandApiSpec('sms');

const ANA = '30000000-0000-4000-8000-00000000000a';
const CONV = '30000000-0000-4000-8000-0000000000c1';
const PHONE = '+15125550142';
const OTHER = '+15125550143';

/** A conversation with a number: its reservation and its stream. */
async function givenConversation(conversationId: string, phoneNumber: string, more: { type: string; data: object }[] = []) {
  await api.given(conversationPhoneStream(phoneNumber), [{ type: 'ValueReserved', data: { value: phoneNumber, ownerId: conversationId } }]);
  await api.given(conversationStream(conversationId), [
    { type: 'ConversationStarted', data: { conversationId, phoneNumber, contactId: null } },
    ...more.map((e) => ({ type: e.type, data: { conversationId, ...e.data } })),
  ]);
}

describe('SMS commands', () => {
  it('texts a contact for the first time: the conversation with its phone is started, linked to it, and the text requested', async () => {
    await api.given(contactStream(ANA), [
      { type: 'ContactImported', data: { contactId: ANA, fields: { ...EMPTY_FIELDS, email: 'ana@b.co', phone: PHONE }, status: 'active', source: 'csv', importId: null, stagedAgentId: null } },
    ]);
    await api.given(contactPhoneStream(PHONE), [{ type: 'ValueReserved', data: { value: PHONE, ownerId: ANA } }]);
    const answer = await api.when({ method: 'POST', url: '/api/sms/send', payload: { contactId: ANA, message: ' Hi Ana, the trial is free for 7 days ' } });
    expect(answer.status).toBe(200);
    const { conversationId, messageId } = answer.body as { conversationId: string; messageId: string };
    expect(answer.body).toMatchObject({ success: true, status: 'requested' });
    const metadata = requestMetadata(api.actor());
    expect(answer.events).toEqual([
      { streamId: conversationPhoneStream(PHONE), type: 'ValueReserved', data: { value: PHONE, ownerId: conversationId }, metadata },
      { streamId: conversationStream(conversationId), type: 'ConversationStarted', data: { conversationId, phoneNumber: PHONE, contactId: ANA }, metadata },
      {
        streamId: conversationStream(conversationId),
        type: 'SmsSendRequested',
        data: { conversationId, messageId, body: 'Hi Ana, the trial is free for 7 days', to: PHONE, kind: 'direct', encoding: 'GSM-7', segments: 1 },
        metadata,
      },
    ]);
  });

  it('replies in an archived conversation, reopening it; refuses an empty text', async () => {
    await givenConversation(CONV, OTHER, [{ type: 'ConversationArchived', data: {} }]);
    const answer = await api.when({ method: 'POST', url: `/api/sms/conversations/${CONV}/reply`, payload: { message: 'Thanks!' } });
    expect(answer.status).toBe(200);
    expect(answer.events.map((e) => [e.streamId, e.type])).toEqual([
      [conversationStream(CONV), 'ConversationReopened'],
      [conversationStream(CONV), 'SmsSendRequested'],
    ]);
    expectProblem(await api.when({ method: 'POST', url: `/api/sms/conversations/${CONV}/reply`, payload: { message: '   ' } }), 400, /Message is required/);
  });

  it('refuses a text to a number that opted out or that is blocked (409), and to a contact without a phone (400)', async () => {
    const optedOut = '30000000-0000-4000-8000-0000000000c2';
    await givenConversation(optedOut, '+15125550144', [{ type: 'SmsOptedOut', data: { phoneNumber: '+15125550144', contactId: null, keyword: 'STOP' } }]);
    expectProblem(await api.when({ method: 'POST', url: `/api/sms/conversations/${optedOut}/reply`, payload: { message: 'Hello?' } }), 409, OPTED_OUT_MESSAGE);
    const blocked = '30000000-0000-4000-8000-0000000000c3';
    await givenConversation(blocked, '+15125550145', [{ type: 'ConversationBlocked', data: {} }]);
    expectProblem(await api.when({ method: 'POST', url: `/api/sms/conversations/${blocked}/reply`, payload: { message: 'Hello?' } }), 409, BLOCKED_MESSAGE);
    const noPhone = '30000000-0000-4000-8000-00000000000b';
    await api.given(contactStream(noPhone), [
      { type: 'ContactImported', data: { contactId: noPhone, fields: { ...EMPTY_FIELDS, email: 'bo@b.co' }, status: 'active', source: 'csv', importId: null, stagedAgentId: null } },
    ]);
    expectProblem(await api.when({ method: 'POST', url: '/api/sms/send', payload: { contactId: noPhone, message: 'Hi' } }), 400, "This contact doesn't have a phone number");
    const unsubscribed = '30000000-0000-4000-8000-00000000000e';
    await api.given(contactStream(unsubscribed), [
      { type: 'ContactImported', data: { contactId: unsubscribed, fields: { ...EMPTY_FIELDS, phone: '+15125550147' }, status: 'unsubscribed', source: 'csv', importId: null, stagedAgentId: null } },
    ]);
    const refused = await api.when({ method: 'POST', url: '/api/sms/send', payload: { contactId: unsubscribed, message: 'Hi' } });
    expectProblem(refused, 409, UNSUBSCRIBED_CONTACT_MESSAGE);
    expect(refused.events).toEqual([]);
  });

  it('marks read (only with unread messages), archives and blocks a conversation', async () => {
    const id = '30000000-0000-4000-8000-0000000000c4';
    await givenConversation(id, '+15125550146', [
      { type: 'SmsReceived', data: { messageId: '30000000-0000-4000-8000-0000000000d1', providerSid: 'SM1', body: 'Hi', from: '+15125550146', to: '+15125550100', segments: 1 } },
    ]);
    const read = await api.when({ method: 'PUT', url: `/api/sms/conversations/${id}/read` });
    expect(read.events).toEqual([{ streamId: conversationStream(id), type: 'ConversationRead', data: { conversationId: id, unread: 1 }, metadata: requestMetadata(api.actor()) }]);
    expect((await api.when({ method: 'PUT', url: `/api/sms/conversations/${id}/read` })).events).toEqual([]);
    expect((await api.when({ method: 'PUT', url: `/api/sms/conversations/${id}/archive` })).events.map((e) => e.type)).toEqual(['ConversationArchived']);
    expect((await api.when({ method: 'PUT', url: `/api/sms/conversations/${id}/block` })).events.map((e) => e.type)).toEqual(['ConversationBlocked']);
    expectProblem(await api.when({ method: 'PUT', url: '/api/sms/conversations/30000000-0000-4000-8000-0000000000ff/archive' }), 404, 'Conversation not found');
  });

  it('refuses an unsigned provider webhook and records nothing', async () => {
    const answer = await api.when({
      method: 'POST',
      url: '/webhooks/twilio/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MessageSid=SM9&From=%2B15125550147&To=%2B15125550100&Body=Hi',
    });
    expect(answer.status).toBe(403);
    expect(answer.events).toEqual([]);
  });
});
