import { Card, Col, Row, Statistic, Typography } from 'antd';
import { rateText } from '../shared/campaignDisplay.ts';
import type { Campaign } from '../shared/campaignTypes.ts';

/** Figures as recorded: the audience, then what became of each e-mail; rates only when the campaign tracks them. */
export function CampaignFigures({ campaign }: { campaign: Campaign }) {
  const figures: { title: string; value: number | string; hint?: string }[] = [
    { title: 'Recipients', value: campaign.recipientCount, hint: campaign.sentAt ? 'Fixed when the send started' : 'As last counted' },
    { title: 'Sent', value: campaign.sentCount },
    { title: 'Skipped', value: campaign.skippedCount, hint: 'Suppressed or invalid when sending' },
    { title: 'Failed', value: campaign.failedCount, hint: 'Refused or bounced' },
    { title: 'Unknown', value: campaign.unknownCount, hint: 'No answer heard from the server' },
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
