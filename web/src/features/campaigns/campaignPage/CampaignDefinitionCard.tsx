import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import { emailAccountsQueries } from '../../emailAccounts/emailAccountsQueries.ts';
import { templatesQueries } from '../../templates/templatesQueries.ts';
import { CampaignStatusBadge } from '../shared/CampaignStatusBadge.tsx';
import { campaignTypeLabel, filterSummary, sendWindowText, senderText } from '../shared/campaignDisplay.ts';
import type { Campaign } from '../shared/campaignTypes.ts';

/** What the campaign is: type, status, sender, audience, e-mail, A/B test or steps, window, tracking and its dates. */
export function CampaignDefinitionCard({ campaign }: { campaign: Campaign }) {
  const { data: accounts } = useQuery({ ...emailAccountsQueries.all(), enabled: campaign.fromEmailAccountId !== null });
  const { data: templates } = useQuery({ ...templatesQueries.list({ type: 'email' }), enabled: campaign.templateId !== null });
  const account = accounts?.find((a) => a.id === campaign.fromEmailAccountId);
  const template = templates?.find((t) => t.id === campaign.templateId);

  const items: DescriptionsProps['items'] = [
    { key: 'type', label: 'Type', children: campaignTypeLabel(campaign) },
    { key: 'status', label: 'Status', children: <CampaignStatusBadge status={campaign.status} /> },
    { key: 'sender', label: 'Sender', children: senderText(campaign, account) },
    { key: 'audience', label: 'Recipients', children: filterSummary(campaign) },
  ];
  if (campaign.templateId !== null) {
    items.push({ key: 'template', label: 'Template', children: template ? template.name : <Typography.Text type="secondary">A library template</Typography.Text> });
  }
  if (campaign.subject !== null) items.push({ key: 'subject', label: 'Subject', children: campaign.subject });
  if (campaign.abTest) {
    const ab = campaign.abTest;
    items.push({
      key: 'ab',
      label: 'A/B test',
      children: `${ab.variants.length} variants (${ab.variants.map((v) => `${v.key}: ${v.subject ?? 'its own content'}`).join('; ')}), ${ab.testPercent}% tested, winner by ${ab.metric} after ${ab.waitHours} hours`,
    });
  }
  if (campaign.sequence) {
    items.push({
      key: 'steps',
      label: 'Sequence',
      children: campaign.sequence.steps.map((s) => `Step ${s.step}: ${s.subject ?? 'a library template'}${s.step > 1 ? ` after ${s.delayDays} day${s.delayDays === 1 ? '' : 's'}` : ''}`).join(' · '),
    });
  }
  items.push(
    { key: 'window', label: 'Send window', children: sendWindowText(campaign.sendWindow) },
    { key: 'tracking', label: 'Tracking', children: `Opens ${campaign.tracking.opens ? 'on' : 'off'}, clicks ${campaign.tracking.clicks ? 'on' : 'off'}` },
  );
  if (campaign.scheduledAt) items.push({ key: 'scheduled', label: 'Scheduled for', children: formatDateTime(campaign.scheduledAt) });
  if (campaign.sentAt) items.push({ key: 'sent', label: 'Send started', children: formatDateTime(campaign.sentAt) });
  if (campaign.completedAt) items.push({ key: 'completed', label: 'Send completed', children: formatDateTime(campaign.completedAt) });
  items.push({ key: 'created', label: 'Created', children: formatDateTime(campaign.createdAt) }, { key: 'updated', label: 'Last change', children: formatDateTime(campaign.updatedAt) });

  return (
    <Card title="Definition" size="small" role="region" aria-label="Definition">
      <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} />
    </Card>
  );
}
