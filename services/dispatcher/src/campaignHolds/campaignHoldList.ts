import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

export type CampaignHold = 'paused' | 'cancelled';

/** What holds each of the campaigns (those not held are left out). */
export async function campaignHoldsOf(db: Queryable, campaignIds: readonly string[]): Promise<Map<string, CampaignHold>> {
  const { rows } = await db.query<{ campaign_id: string; status: CampaignHold }>(
    `select campaign_id, status from dispatcher.campaign_holds where campaign_id = any($1::text[])`,
    [[...new Set(campaignIds)]],
  );
  return new Map(rows.map((row) => [row.campaign_id, row.status]));
}

/** Hold the campaign (a cancel replaces a pause; nothing replaces a cancel). */
export async function holdCampaign(db: Queryable, campaignId: string, status: CampaignHold, eventId: string, at: string): Promise<void> {
  await db.query(
    `insert into dispatcher.campaign_holds (campaign_id, status, source_event_id, held_at) values ($1, $2, $3, $4)
     on conflict (campaign_id) do update set status = excluded.status, source_event_id = excluded.source_event_id, held_at = excluded.held_at
     where dispatcher.campaign_holds.status = 'paused'`,
    [campaignId, status, eventId, at],
  );
}

/**
 * End the campaign's pause (a resume), or keep its cancel, and hand back the e-mails it held, each
 * taken off the list. The hold's row is locked first, so an e-mail being held at this moment is
 * either on the list handed back or finds the campaign no longer paused.
 */
export async function releaseCampaign(db: Queryable, campaignId: string, resumed: boolean): Promise<string[]> {
  await db.query(`select 1 from dispatcher.campaign_holds where campaign_id = $1 for update`, [campaignId]);
  if (resumed) await db.query(`delete from dispatcher.campaign_holds where campaign_id = $1 and status = 'paused'`, [campaignId]);
  const { rows } = await db.query<{ message_id: string }>(`delete from dispatcher.campaign_held_emails where campaign_id = $1 returning message_id`, [campaignId]);
  return rows.map((row) => row.message_id);
}

/**
 * Put the e-mail on its paused campaign's list, only while the campaign is still paused (the
 * hold's row shared-locked against a resume at the same moment). Answers whether it is held.
 */
export async function holdEmail(db: Queryable, campaignId: string, messageId: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `with hold as (select campaign_id from dispatcher.campaign_holds where campaign_id = $1 and status = 'paused' for share),
          added as (insert into dispatcher.campaign_held_emails (campaign_id, message_id) select campaign_id, $2 from hold on conflict do nothing)
     select exists (select 1 from hold) as held`,
    [campaignId, messageId],
  );
  return rows[0]?.held ?? false;
}
