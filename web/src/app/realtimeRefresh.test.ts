import { describe, expect, it, vi } from 'vitest';
import { CancelledError, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ImportProgress } from '../features/contactImports/contactImportsTypes.ts';
import type { SmsConversation } from '../features/sms/smsTypes.ts';
import type { QueryKeyBatcher } from '../shared/realtime/coalesceQueryKeys.ts';
import type { ToastOptions } from '../shared/toast/useToast.ts';
import { invalidatesFor, ownChangesOf } from './invalidatesFor.ts';
import { applyRealtimeMessage, RECONNECT_KEYS, refreshAfterConnect } from './realtimeRefresh.ts';

const conversation = (id: string): SmsConversation => ({
  id,
  phoneNumber: '+15125550147',
  contactId: null,
  contactFirstName: null,
  contactLastName: null,
  contactCompany: null,
  contactEmail: null,
  unreadCount: 1,
  lastMessagePreview: 'Hi',
  lastMessageAt: '2025-01-05T15:04:00.000Z',
  status: 'active',
  optedOut: false,
});

/** `inbox`: what reading the conversation list answers (by default the conversation of the texts, c1). */
function setup(inbox: () => Promise<SmsConversation[]> = () => Promise.resolve([conversation('c1')])) {
  const queryClient = new QueryClient();
  const fetchQuery = vi.spyOn(queryClient, 'fetchQuery').mockImplementation((() => inbox()) as never);
  const invalidated: QueryKey[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    if (filters?.queryKey) invalidated.push(filters.queryKey);
    return Promise.resolve();
  });
  const batched: QueryKey[] = [];
  const batcher: QueryKeyBatcher = { add: (keys) => batched.push(...keys), cancel: () => undefined };
  const toasts: ToastOptions[] = [];
  const toast = (options: ToastOptions) => toasts.push(options);
  return { queryClient, invalidated, batched, toasts, fetchQuery, context: { queryClient, batcher, toast } };
}

const sms = (direction: 'inbound' | 'outbound', message: string) => ({
  type: 'sms_message' as const,
  data: { direction, fromNumber: '+15125550147', toNumber: '+15125550100', message, conversationId: 'c1', messageId: 'm1', status: 'received' },
});

const progress = (processed: number, status: ImportProgress['status'] = 'running'): ImportProgress => ({
  importId: 'i1',
  fileName: 'agents.csv',
  status,
  processed,
  imported: processed,
  merged: 0,
  rejected: 0,
  error: null,
  startedAt: null,
  completedAt: null,
});

describe('applyRealtimeMessage', () => {
  it('an inbound text reloads the conversations, the unread count and the figures, and says who wrote', async () => {
    const t = setup();
    await applyRealtimeMessage(sms('inbound', 'Yes, call me tomorrow afternoon please, after three works best for me'), t.context);
    expect(t.invalidated).toEqual([['/api/sms', 'conversations'], ['/api/sms', 'unread-count'], ['/api/sms', 'stats']]);
    expect(t.fetchQuery).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['/api/sms', 'conversations', 'list'], staleTime: 0 }));
    expect(t.toasts).toEqual([
      { title: 'New SMS Message', description: 'From +1 (512) 555-0147: Yes, call me tomorrow afternoon please, after thre...' },
    ]);
  });

  it('a text from a blocked number (not in the inbox) is reloaded without a toast', async () => {
    const t = setup(() => Promise.resolve([conversation('c2')]));
    await applyRealtimeMessage(sms('inbound', 'Hello?'), t.context);
    expect(t.invalidated).toHaveLength(3);
    expect(t.toasts).toEqual([]);
  });

  it('announces the text when the inbox cannot be read, and reads it again when a newer reload cancelled the first', async () => {
    const failing = setup(() => Promise.reject(new Error('503: Service Unavailable')));
    await applyRealtimeMessage(sms('inbound', 'Hi'), failing.context);
    expect(failing.toasts).toEqual([{ title: 'New SMS Message', description: 'From +1 (512) 555-0147: Hi' }]);

    const answers = [Promise.reject(new CancelledError()), Promise.resolve([conversation('c2')])];
    const cancelled = setup(() => answers.shift()!);
    await applyRealtimeMessage(sms('inbound', 'Hi'), cancelled.context);
    expect(cancelled.fetchQuery).toHaveBeenCalledTimes(2);
    expect(cancelled.toasts).toEqual([]);
  });

  it('an outbound text (a status change) reloads without a toast', async () => {
    const t = setup();
    await applyRealtimeMessage(sms('outbound', 'Hi'), t.context);
    expect(t.invalidated).toHaveLength(3);
    expect(t.fetchQuery).not.toHaveBeenCalled();
    expect(t.toasts).toEqual([]);
  });

  it('contact and call notices go through the batcher', () => {
    const t = setup();
    applyRealtimeMessage({ type: 'contacts_changed', data: { changed: 3 } }, t.context);
    applyRealtimeMessage({ type: 'call_logged', data: { contactId: 'k1', callStatus: 'connected' } }, t.context);
    expect(t.invalidated).toEqual([]);
    expect(t.batched).toEqual([...invalidatesFor.contacts_changed, ...invalidatesFor.call_logged]);
    expect(t.batched).toContainEqual(['/api/contacts']);
    expect(t.batched).toContainEqual(['/api/contacts/calling']);
    expect(t.batched).toContainEqual(['/api/call-logs/stats']);
  });

  it("a change this tab made and already reloaded is not reloaded again by its own notices", () => {
    const t = setup();
    ownChangesOf(t.queryClient).expect(['call_logged', 'contacts_changed']);
    applyRealtimeMessage({ type: 'call_logged', data: { contactId: 'k1', callStatus: 'connected' } }, t.context);
    applyRealtimeMessage({ type: 'contacts_changed', data: { changed: 1 } }, t.context);
    expect(t.batched).toEqual([]);
    // Someone else's next call is reloaded as usual.
    applyRealtimeMessage({ type: 'call_logged', data: { contactId: 'k2', callStatus: 'busy' } }, t.context);
    expect(t.batched).toEqual(invalidatesFor.call_logged);
  });

  it('a reconnect reloads everything, so no notice is expected any more', () => {
    const t = setup();
    ownChangesOf(t.queryClient).expect(['call_logged']);
    refreshAfterConnect(t.queryClient);
    applyRealtimeMessage({ type: 'call_logged', data: { contactId: 'k1', callStatus: 'connected' } }, t.context);
    expect(t.batched).toEqual(invalidatesFor.call_logged);
  });

  it('pushed import progress replaces a watched, older one only', () => {
    const t = setup();
    applyRealtimeMessage({ type: 'contact_import_progress', data: progress(500) }, t.context);
    expect(t.queryClient.getQueryData(['/api/contact-imports', 'i1'])).toBeUndefined();

    t.queryClient.setQueryData(['/api/contact-imports', 'i1'], progress(500));
    applyRealtimeMessage({ type: 'contact_import_progress', data: progress(1000) }, t.context);
    expect(t.queryClient.getQueryData(['/api/contact-imports', 'i1'])).toEqual(progress(1000));
    applyRealtimeMessage({ type: 'contact_import_progress', data: progress(600) }, t.context);
    expect(t.queryClient.getQueryData(['/api/contact-imports', 'i1'])).toEqual(progress(1000));
    applyRealtimeMessage({ type: 'contact_import_progress', data: progress(1200, 'completed') }, t.context);
    expect(t.queryClient.getQueryData(['/api/contact-imports', 'i1'])).toEqual(progress(1200, 'completed'));
  });

  it('a campaign moving on reloads the campaigns, and replaces a watched send progress only with a newer one', () => {
    const t = setup();
    const send = (sentCount: number, phase: 'sending' | 'completed' = 'sending') => ({
      campaignId: 'k1',
      status: phase === 'completed' ? ('sent' as const) : ('sending' as const),
      phase,
      recipientCount: 10,
      verificationStats: { validEmails: 10, invalidEmails: 0 },
      sentCount,
      skippedCount: 0,
      failedCount: 0,
      unknownCount: 0,
    });
    const key = ['/api/campaigns', 'send-progress', 'k1'];
    applyRealtimeMessage({ type: 'campaign_progress', data: send(3) }, t.context);
    expect(t.batched).toEqual([['/api/campaigns']]);
    expect(t.queryClient.getQueryData(key)).toBeUndefined();

    t.queryClient.setQueryData(key, send(3));
    applyRealtimeMessage({ type: 'campaign_progress', data: send(5) }, t.context);
    expect(t.queryClient.getQueryData(key)).toEqual(send(5));
    applyRealtimeMessage({ type: 'campaign_progress', data: send(4) }, t.context);
    expect(t.queryClient.getQueryData(key)).toEqual(send(5));
    applyRealtimeMessage({ type: 'campaign_progress', data: send(10, 'completed') }, t.context);
    expect(t.queryClient.getQueryData(key)).toEqual(send(10, 'completed'));
  });

  it("reloads one campaign's deferred e-mails when they change, gathered with the other reloads", () => {
    const t = setup();
    applyRealtimeMessage({ type: 'campaign_deferrals', data: { campaignId: 'k1' } }, t.context);
    expect(t.batched).toEqual([['/api/campaigns', 'deferrals', 'k1']]);
    expect(t.invalidated).toEqual([]);
  });

  it('ignores the greeting and unknown messages', () => {
    const t = setup();
    applyRealtimeMessage({ type: 'hello', data: {} }, t.context);
    applyRealtimeMessage({ type: 'unknown', rawType: 'campaign_sent' }, t.context);
    expect(t.invalidated).toEqual([]);
    expect(t.batched).toEqual([]);
  });
});

describe('refreshAfterConnect', () => {
  it('reloads everything the socket keeps fresh', () => {
    const t = setup();
    refreshAfterConnect(t.queryClient);
    expect(t.invalidated).toEqual(RECONNECT_KEYS);
    for (const key of [['/api/sms'], ['/api/contacts'], ['/api/contacts/calling'], ['/api/call-logs/stats'], ['/api/contact-imports']]) {
      expect(t.invalidated).toContainEqual(key);
    }
  });
});
