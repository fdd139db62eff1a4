import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { RECOMMENDATIONS } from './deliverabilityFacts.ts';
import { priorityColor, statusColor, withLiveStatus, type LiveFacts } from './liveStatus.ts';

interface RecommendationsTabProps {
  facts: LiveFacts;
  failed: boolean;
}

/** The recommendations: category, title, status and priority; warm-up and tracking as the server says now. */
export function RecommendationsTab({ facts, failed }: RecommendationsTabProps) {
  const shown = withLiveStatus(RECOMMENDATIONS, facts);
  return (
    <Flex vertical gap={8}>
      {failed && <Alert type="warning" showIcon message="The live status could not be read; the stated statuses are shown." />}
      <ul aria-label="Recommendations" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {shown.map((item) => (
          <li key={item.id} aria-label={item.title}>
            <Card size="small">
              <Flex justify="space-between" align="flex-start" gap={8} wrap>
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.category}
                  </Typography.Text>
                  <div>
                    <Typography.Text strong>{item.title}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary">{item.description}</Typography.Text>
                  {item.detail && (
                    <div>
                      <Typography.Text style={{ fontSize: 12 }}>{item.detail}</Typography.Text>
                    </div>
                  )}
                </div>
                <Flex gap={4} wrap>
                  <Tag color={statusColor(item.status)} aria-label={`Status ${item.status}`}>
                    {item.status}
                  </Tag>
                  <Tag color={priorityColor(item.priority)} aria-label={`Priority ${item.priority}`}>
                    {item.priority} priority
                  </Tag>
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
