import { Card, Flex, Tag, Typography } from 'antd';
import { DELIVERS_WELL_NOTE, scoreColor, severityColor, spamRiskColor, spamRiskLabel } from './deliverabilityDisplay.ts';
import type { TemplateDeliverabilityResult } from './templateTypes.ts';

/** Check Deliverability's result: the overall score, the spam risk, issues by severity and category, improvements and their expected impact. */
export function TemplateDeliverabilityCard({ result }: { result: TemplateDeliverabilityResult }) {
  return (
    <Card size="small" title="Deliverability Check">
      <section aria-label="Deliverability check">
        <Flex vertical gap={12}>
          <Flex align="center" gap={12} wrap>
            <span aria-label="Overall score" style={{ fontSize: 32, fontWeight: 600, color: scoreColor(result.overallScore), lineHeight: 1 }}>
              {result.overallScore}
            </span>
            <Typography.Text type="secondary">/ 100</Typography.Text>
            <Tag color={spamRiskColor(result.spamRisk)}>{spamRiskLabel(result.spamRisk)}</Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {DELIVERS_WELL_NOTE}
          </Typography.Text>
          {result.issues.length === 0 && <Typography.Text type="success">No issues found.</Typography.Text>}
          {result.issues.length > 0 && (
            <div role="group" aria-label="Issues">
              <Typography.Text strong>Issues</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
                {result.issues.map((issue, index) => (
                  <li key={index} style={{ borderTop: index === 0 ? undefined : '1px solid #f0f0f0', padding: '8px 0' }}>
                    <Flex gap={8} align="center" wrap>
                      <Tag color={severityColor(issue.severity)}>{issue.severity}</Tag>
                      <Typography.Text type="secondary">{issue.category}</Typography.Text>
                    </Flex>
                    <Typography.Paragraph style={{ margin: '4px 0 0' }}>{issue.issue}</Typography.Paragraph>
                    <Typography.Text type="success">{issue.recommendation}</Typography.Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.improvements.length > 0 && (
            <div role="group" aria-label="Improvements">
              <Typography.Text strong>Improvements</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
                {result.improvements.map((improvement, index) => (
                  <li key={index} style={{ padding: '4px 0' }}>
                    <Typography.Text strong>{improvement.area}: </Typography.Text>
                    {improvement.suggestion} <Typography.Text type="secondary">({improvement.expectedImpact})</Typography.Text>
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
