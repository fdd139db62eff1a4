import { Button, Card, Flex, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { TIER_LABELS } from '@outreach/contracts/choices.ts';
import type { PrebuiltTemplate } from './prebuiltTemplates.ts';

interface PrebuiltTemplateCardProps {
  template: PrebuiltTemplate;
  onUse: (template: PrebuiltTemplate) => void;
  saving: boolean;
  saved: boolean;
}

const tierLabel = (tier: PrebuiltTemplate['targetTier']) => (tier === 'all' ? 'All Agents' : `${TIER_LABELS[tier]} Agents`);

/** A prebuilt e-mail: what it is for, its tier, subject line and text, and Use Template. */
export function PrebuiltTemplateCard({ template, onUse, saving, saved }: PrebuiltTemplateCardProps) {
  const handleUse = () => onUse(template);
  return (
    <Card
      size="small"
      aria-label={template.name}
      title={template.name}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
    >
      <Flex vertical gap={8} style={{ flex: 1 }}>
        <Flex gap={4} wrap>
          <Tag color="blue">{tierLabel(template.targetTier)}</Tag>
          <Tag>{template.category}</Tag>
        </Flex>
        <Typography.Text type="secondary">{template.description}</Typography.Text>
        <Typography.Text>
          <Typography.Text type="secondary">Subject: </Typography.Text>
          {template.subjectLines[0]}
        </Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 4, expandable: true, symbol: 'Show more' }} style={{ whiteSpace: 'pre-wrap', flex: 1 }}>
          {template.content}
        </Typography.Paragraph>
        <Button type={saved ? 'default' : 'primary'} icon={saved ? <CheckOutlined aria-hidden /> : undefined} onClick={handleUse} loading={saving} disabled={saved}>
          {saved ? 'Saved to Templates' : 'Use Template'}
        </Button>
      </Flex>
    </Card>
  );
}
