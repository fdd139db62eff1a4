import { describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ImportProgress } from '../features/contactImports/contactImportsTypes.ts';
import type { QueryKeyBatcher } from '../shared/realtime/coalesceQueryKeys.ts';
import type { ToastOptions } from '../shared/toast/useToast.ts';
import { applyRealtimeMessage, CALL_LOGGED_KEYS, CONTACTS_CHANGED_KEYS, RECONNECT_KEYS, refreshAfterConnect } from './realtimeRefresh.ts';

function setup() {
  const queryClient = new QueryClient();
  const invalidated: QueryKey[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    if (filters?.queryKey) invalidated.push(filters.queryKey);
    return Promise.resolve();
  });
  const batched: QueryKey[] = [];
  const batcher: QueryKeyBatcher = { add: (keys) => batched.push(...keys), cancel: () => undefined };
  const toasts: ToastOptions[] = [];
  const toast = (options: ToastOptions) => toasts.push(options);
  return { queryClient, invalidated, batched, toasts, context: { queryClient, batcher, toast } };
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
  it('an inbound text reloads the conversations, the unread count and the figures, and says who wrote', () => {
    const t = setup();
    applyRealtimeMessage(sms('inbound', 'Yes, call me tomorrow afternoon please, after three works best for me'), t.context);
    expect(t.invalidated).toEqual([['/api/sms', 'conversations'], ['/api/sms', 'unread-count'], ['/api/sms', 'stats']]);
    expect(t.toasts).toEqual([
      { title: 'New SMS Message', description: 'From +1 (512) 555-0147: Yes, call me tomorrow afternoon please, after thre...' },
    ]);
  });

  it('an outbound text (a status change) reloads without a toast', () => {
    const t = setup();
    applyRealtimeMessage(sms('outbound', 'Hi'), t.context);
    expect(t.invalidated).toHaveLength(3);
    expect(t.toasts).toEqual([]);
  });

  it('contact and call notices go through the batcher', () => {
    const t = setup();
    applyRealtimeMessage({ type: 'contacts_changed' }, t.context);
    applyRealtimeMessage({ type: 'call_logged', contactId: 'k1' }, t.context);
    expect(t.invalidated).toEqual([]);
    expect(t.batched).toEqual([...CONTACTS_CHANGED_KEYS, ...CALL_LOGGED_KEYS]);
    expect(t.batched).toContainEqual(['/api/contacts']);
    expect(t.batched).toContainEqual(['/api/contacts/calling']);
    expect(t.batched).toContainEqual(['/api/call-logs/stats']);
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

  it('ignores the greeting and unknown messages', () => {
    const t = setup();
    applyRealtimeMessage({ type: 'hello' }, t.context);
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
