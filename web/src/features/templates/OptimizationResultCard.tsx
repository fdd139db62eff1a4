import { Button, Card, Flex, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { severityColor } from './deliverabilityDisplay.ts';
import type { OptimizationResult } from './templateTypes.ts';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';

interface OptimizationResultCardProps {
  result: OptimizationResult;
  subject: string;
  content: string;
  onApplySubject: (subject: string) => void;
  onApplyContent: (content: string) => void;
}

/** The optimizer's answer: the improved subject and content, each with Apply (copied into the inputs), and the recommendations by impact. */
export function OptimizationResultCard({ result, subject, content, onApplySubject, onApplyContent }: OptimizationResultCardProps) {
  const subjectApplied = subject === result.improvedSubject;
  const contentApplied = content === result.improvedContent;
  return (
    <Card size="small" title="Optimization Recommendations" extra={<GeneratedByTag mark={result} />}>
      <section aria-label="Optimization recommendations">
        <Flex vertical gap={16}>
          <div role="group" aria-label="Improved subject">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>Improved Subject</Typography.Text>
              <Button size="small" type="primary" icon={subjectApplied ? <CheckOutlined aria-hidden /> : undefined} disabled={subjectApplied} onClick={() => onApplySubject(result.improvedSubject)} aria-label="Apply improved subject">
                {subjectApplied ? 'Applied' : 'Apply'}
              </Button>
            </Flex>
            <p style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>{result.improvedSubject}</p>
          </div>
          <div role="group" aria-label="Improved content">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>Improved Content</Typography.Text>
              <Button size="small" type="primary" icon={contentApplied ? <CheckOutlined aria-hidden /> : undefined} disabled={contentApplied} onClick={() => onApplyContent(result.improvedContent)} aria-label="Apply improved content">
                {contentApplied ? 'Applied' : 'Apply'}
              </Button>
            </Flex>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, marginTop: 4, maxHeight: 320, overflowY: 'auto' }}>
              {result.improvedContent}
            </div>
          </div>
          {result.recommendations.length > 0 && (
            <div role="group" aria-label="Recommendations">
              <Typography.Text strong>Recommendations</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
                {result.recommendations.map((recommendation, index) => (
                  <li key={index} style={{ borderTop: index === 0 ? undefined : '1px solid #f0f0f0', padding: '8px 0' }}>
                    <Flex gap={8} align="center" wrap>
                      <Tag color={severityColor(recommendation.impact)}>{`${recommendation.impact} impact`}</Tag>
                      <Typography.Text type="secondary">{recommendation.type}</Typography.Text>
                    </Flex>
                    <Typography.Paragraph style={{ margin: '4px 0 0' }}>{recommendation.issue}</Typography.Paragraph>
                    <Typography.Text type="success">{recommendation.suggestion}</Typography.Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Flex>
      </section>
    </Card>
  );
}
