import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useCopyToClipboard } from '../../shared/hooks/useCopyToClipboard.ts';
import type { MarketingIdea } from './aiMarketingTypes.ts';

/** One campaign idea: what it is, for whom, its subject, ready message, call to action, timing and what to expect. */
export function MarketingIdeaCard({ idea }: { idea: MarketingIdea }) {
  const copy = useCopyToClipboard();
  const handleCopy = () => void copy(idea.subject ? `${idea.subject}\n\n${idea.messageTemplate}` : idea.messageTemplate, 'Message');
  return (
    <Card
      size="small"
      aria-label={idea.title}
      title={idea.title}
      extra={
        <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={handleCopy}>
          Copy
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Flex gap={4} wrap>
          <Tag color="blue">{idea.targetAudience}</Tag>
          <Tag>{idea.campaignType}</Tag>
        </Flex>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{idea.description}</Typography.Paragraph>
        <Descriptions
          size="small"
          column={1}
          items={[
            ...(idea.subject ? [{ key: 'subject', label: 'Subject', children: idea.subject }] : []),
            { key: 'message', label: 'Message', children: <span style={{ whiteSpace: 'pre-wrap' }}>{idea.messageTemplate}</span> },
            { key: 'cta', label: 'Call to Action', children: idea.callToAction },
            { key: 'timing', label: 'Timing', children: idea.timing },
            { key: 'response', label: 'Expected Response', children: idea.expectedResponse },
          ]}
        />
      </Flex>
    </Card>
  );
}
