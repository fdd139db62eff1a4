import { CAMPAIGN_MESSAGE_STATUSES, CAMPAIGN_MESSAGES, campaignRecipientPage, campaignRecipientsQuery, campaignRecipientView, idParams } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

const statusCount = z.object({ status: z.enum(CAMPAIGN_MESSAGE_STATUSES), count: z.number() });

/**
 * GET /api/campaigns/{id}/recipients?status=&offset=&limit=: every recipient of the campaign's send
 * with the outcome of its e-mail (read.campaign_messages), in the order the send queued them, named
 * as the contact is now, an e-mail still to go with when and why it waits (read.outbound_emails); the total the filter selects and the counts by outcome. 404 for an unknown campaign.
 */
export function registerCampaignRecipientsRoute(app: TypedApp, runtime: Runtime): void {
  const config = { projections: ['campaigns', 'contacts'] };
  app.get(
    '/api/campaigns/:id/recipients',
    { config, schema: { params: idParams, querystring: campaignRecipientsQuery, response: { 200: campaignRecipientPage } } },
    async (request) => {
      const { id } = request.params;
      const { status, offset, limit } = request.query;
      const known = await runtime.db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`select id::text from read.campaigns where id = ${id}`);
      if (known === null) throw notFound(CAMPAIGN_MESSAGES.campaignNotFound);
      const byStatus = status === undefined ? sql.fragment`` : sql.fragment`and m.status = ${status}`;
      const [recipients, counted] = await Promise.all([
        runtime.db.any(sql.type(campaignRecipientView)`
          select m.message_id::text as "messageId", m.contact_id as "contactId",
                 nullif(trim(coalesce(nullif(trim(concat_ws(' ', ct.first_name, ct.last_name)), ''), ct.agent_name, '')), '') as name,
                 m.email, m.status, coalesce(m.reason, o.reason) as reason, o.due_at as "waitingUntil",
                 m.queued_at as "queuedAt", m.sent_at as "sentAt", m.opened_at as "openedAt", m.clicked_at as "clickedAt"
            from read.campaign_messages m
            left join read.outbound_emails o on m.status = 'queued' and o.id = m.message_id and o.status = 'deferred'
            left join read.contacts ct on ct.id = case when m.contact_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then m.contact_id::uuid end
           where m.campaign_id = ${id} ${byStatus}
           order by m.queued_at, m.message_id
           limit ${limit} offset ${offset}`),
        runtime.db.any(sql.type(statusCount)`select status, count(*)::int as count from read.campaign_messages where campaign_id = ${id} group by status`),
      ]);
      const counts = Object.fromEntries(CAMPAIGN_MESSAGE_STATUSES.map((s) => [s, counted.find((c) => c.status === s)?.count ?? 0])) as Record<(typeof CAMPAIGN_MESSAGE_STATUSES)[number], number>;
      const total = status === undefined ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[status];
      return { recipients: [...recipients], total, counts };
    },
  );
}
