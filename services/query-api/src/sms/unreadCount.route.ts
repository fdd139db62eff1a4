import { noQuery, unreadCount } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

/** GET /api/sms/unread-count: unread inbound texts of active conversations (the inbox badge). */
export function registerUnreadCountRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/sms/unread-count', { config: { projections: ['smsConversations'] }, schema: { querystring: noQuery, response: { 200: unreadCount } } }, async () =>
    runtime.db.one(sql.type(unreadCount)`
      select coalesce(sum(unread_count), 0)::int as count from read.sms_conversations where status = 'active'`),
  );
}
