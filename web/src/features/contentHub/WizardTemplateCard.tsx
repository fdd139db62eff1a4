import { Card, Flex, Radio, Tag, Typography } from 'antd';
import { TIER_LABELS } from '@outreach/contracts/choices.ts';
import type { Tier, WizardEmailTemplate } from './contentHubTypes.ts';

const tierLabel = (tier: string) => (tier in TIER_LABELS ? `${TIER_LABELS[tier as Tier]} Agents` : tier);

/** One generated e-mail of the wizard's review: chosen with its radio, its subject line and whole content shown. */
export function WizardTemplateCard({ template, selected }: { template: WizardEmailTemplate; selected: boolean }) {
  return (
    <Card size="small" aria-label={template.name} style={{ borderColor: selected ? '#1677ff' : undefined }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Radio value={template.id}>
            <Typography.Text strong>{template.name}</Typography.Text>
          </Radio>
          <Flex gap={4} wrap>
            {template.targetTier && <Tag color="blue">{tierLabel(template.targetTier)}</Tag>}
            {template.category && <Tag>{template.category}</Tag>}
          </Flex>
        </Flex>
        {template.description && <Typography.Text type="secondary">{template.description}</Typography.Text>}
        <Typography.Text>
          <Typography.Text type="secondary">Subject: </Typography.Text>
          <span data-field="subject">{template.subjectLine}</span>
        </Typography.Text>
        <Typography.Paragraph
          data-field="content"
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0, padding: 12, background: '#fafafa', borderRadius: 6, maxHeight: 260, overflowY: 'auto' }}
        >
          {template.content}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
