import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import { rateText } from '../shared/campaignDisplay.ts';
import { campaignsQueries } from '../shared/campaignsQueries.ts';
import type { Campaign, CampaignDeferrals } from '../shared/campaignTypes.ts';

/**
 * While a send is under way or paused: how many of its e-mails wait for a later time, and when the
 * first of them goes; once it is cancelled, those still waiting, each skipped when its time comes.
 */
function deferredFigure(deferrals: CampaignDeferrals | undefined, cancelled: boolean): { title: string; value: number; hint: string }[] {
  if (!deferrals || deferrals.total === 0) return [];
  const first = deferrals.groups.map((g) => g.firstDueAt).sort()[0]!;
  const hint = cancelled ? `Cancelled: each is skipped when its time comes, the next ${formatDateTime(first)}` : `Waiting for a later time; the next goes ${formatDateTime(first)}`;
  return [{ title: 'Deferred', value: deferrals.total, hint }];
}

/** Once a send fixed its audience (or found no one left in it): the contacts it left out, unsubscribed, bounced or invalid. */
function leftOutFigure(campaign: Campaign): { title: string; value: number; hint: string }[] {
  const fixed = campaign.sentAt !== null || (campaign.status === 'draft' && !!campaign.sendNotStarted);
  if (!fixed) return [];
  return [{ title: 'Left Out', value: campaign.excludedCount, hint: 'Unsubscribed, bounced or invalid when the audience was fixed' }];
}

/**
 * Figures as recorded: the audience and what its send left out, then what became of each e-mail (and, while it is sending,
 * how many wait for a later time, reloaded as the `campaign_deferrals` live update tells); rates
 * only when the campaign tracks them.
 */
export function CampaignFigures({ campaign }: { campaign: Campaign }) {
  const underway = campaign.status === 'sending' || campaign.status === 'paused';
  const cancelled = campaign.status === 'cancelled' && campaign.sentAt !== null;
  const { data: deferrals } = useQuery({ ...campaignsQueries.deferrals(campaign.id), enabled: underway || cancelled });
  // A sequence's recipients get an e-mail per step: its e-mail figures count every step's (Sequence Progress has them step by step).
  const everyStep = campaign.type === 'sequence';
  const figures: { title: string; value: number | string; hint?: string }[] = [
    { title: 'Recipients', value: campaign.recipientCount, hint: campaign.sentAt ? 'Fixed when the send started' : 'As last counted' },
    ...leftOutFigure(campaign),
    { title: 'Sent', value: campaign.sentCount, ...(everyStep ? { hint: 'E-mails of every step; see Sequence Progress' } : {}) },
    { title: 'Skipped', value: campaign.skippedCount, hint: 'Suppressed or invalid at the moment of sending' },
    { title: 'Failed', value: campaign.failedCount, hint: 'Refused or bounced' },
    { title: 'Unknown', value: campaign.unknownCount, hint: 'No answer heard from the server' },
    ...(underway || cancelled ? deferredFigure(deferrals, cancelled) : []),
    { title: 'Open Rate', value: rateText(campaign, 'opens') },
    { title: 'Click Rate', value: rateText(campaign, 'clicks') },
  ];
  return (
    <Row gutter={[12, 12]} role="region" aria-label="Campaign figures">
      {figures.map((figure) => (
        <Col key={figure.title} xs={12} sm={8} md={6} xl={3} style={{ flexGrow: 1 }}>
          <Card size="small" style={{ height: '100%' }} role="group" aria-label={figure.title}>
            <Statistic title={figure.title} value={figure.value} valueStyle={{ fontSize: 22 }} />
            {figure.hint && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {figure.hint}
              </Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
