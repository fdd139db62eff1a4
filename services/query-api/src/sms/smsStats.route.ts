import { noQuery, smsStats } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { teamTime } from '../settings/teamTime.ts';

/** GET /api/sms/stats: active conversations, Messages Today (from the team's local midnight, System Settings) and the response rate. */
export function registerSmsStatsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/sms/stats', { config: { projections: ['smsConversations', 'systemSettings'] }, schema: { querystring: noQuery, response: { 200: smsStats } } }, async () => {
    const { now, zone } = await teamTime(runtime);
    return runtime.db.one(sql.type(smsStats)`
      select (select count(*)::int from read.sms_conversations where status = 'active' and last_message_at is not null) as "activeConversations",
             (select count(*)::int from read.sms_messages
               where created_at >= (date_trunc('day', ${now}::timestamptz at time zone ${zone}) at time zone ${zone})
                 and created_at <= ${now}::timestamptz) as "messagesToday",
             (select coalesce(round(100.0 * count(*) filter (where has_inbound) / nullif(count(*), 0)), 0)::int
                from read.sms_conversations where has_outbound) as "responseRate"`);
  });
}
