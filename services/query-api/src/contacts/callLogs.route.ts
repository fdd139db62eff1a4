import { callLogList, callLogView, callLogsQuery, callStats, noQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { teamTime } from '../settings/teamTime.ts';

const READS = { projections: ['contacts'] };

/** GET /api/call-logs?contactId (newest first) and GET /api/call-logs/stats. */
export function registerCallLogRoutes(app: TypedApp, runtime: Runtime): void {
  app.get('/api/call-logs', { config: READS, schema: { querystring: callLogsQuery, response: { 200: callLogList } } }, async (request) => {
    const { contactId } = request.query;
    return runtime.db.any(sql.type(callLogView)`
      select id, contact_id::text as "contactId", phone_number as "phoneNumber", call_status as "callStatus", outcome, notes,
             follow_up_required as "followUpRequired", follow_up_date::text as "followUpDate", called_at as "createdAt",
             user_id as "userId", username
        from read.call_logs where contact_id = ${contactId} order by called_at desc, id`);
  });

  // Today and this week (from Monday) begin at the team's local midnight (System Settings).
  app.get('/api/call-logs/stats', { config: { projections: ['contacts', 'systemSettings'] }, schema: { querystring: noQuery, response: { 200: callStats } } }, async () => {
    const { now, zone } = await teamTime(runtime);
    return runtime.db.one(sql.type(callStats)`
      with bounds as (
        select (date_trunc('day', ${now}::timestamptz at time zone ${zone}) at time zone ${zone}) as day_start,
               (date_trunc('week', ${now}::timestamptz at time zone ${zone}) at time zone ${zone}) as week_start
      )
      select
        (select count(*)::int from read.call_logs, bounds where called_at >= day_start and called_at <= ${now}::timestamptz) as "totalCallsToday",
        (select count(*)::int from read.call_logs, bounds where called_at >= day_start and called_at <= ${now}::timestamptz and call_status = 'connected') as "connectedCallsToday",
        (select count(*)::int from read.call_logs, bounds where called_at >= week_start and called_at <= ${now}::timestamptz) as "totalCallsWeek",
        (select count(*)::int from read.contacts where needs_follow_up) as "followUpsNeeded"`);
  });
}
