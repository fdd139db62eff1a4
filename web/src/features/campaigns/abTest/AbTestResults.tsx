import { Alert, Card, Table, Tag, Typography } from 'antd';
import type { Campaign } from '../shared/campaignTypes.ts';
import { AB_TEST_METRIC_TITLES, abTestColumnTitles, abTestLive, abTestOutcomeText, abTestRows, type AbTestRow } from './abTestResultDisplay.ts';

/**
 * An A/B test's variants with their recipients, sent e-mails, conversions on the metric, rate and
 * the confidence that the leader beats each; the winner, or 'No significant winner' and the
 * fallback rule applied. While the test waits for its decision, each variant's figures so far,
 * marked live (they refresh as the campaign's progress is pushed). Nothing for other campaigns
 * or before the test starts.
 */
export function AbTestResults({ campaign }: { campaign: Campaign }) {
  const result = campaign.abTestResult;
  if (!result) return null;
  const live = abTestLive(result);
  const metric = result.decision?.metric ?? live?.metric ?? campaign.abTest?.metric ?? 'replies';
  const outcome = abTestOutcomeText(result);
  const titles = abTestColumnTitles(metric, live !== null);
  return (
    <Card
      size="small"
      title="A/B Test Results"
      extra={live && <Tag color="processing">Live</Tag>}
      role="region"
      aria-label="A/B test results"
    >
      <Alert type={outcome.tone} showIcon title={outcome.text} style={{ marginBottom: 12 }} />
      <Table<AbTestRow>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="variant"
        dataSource={abTestRows(result)}
        columns={[
          {
            title: 'Variant',
            dataIndex: 'variant',
            render: (variant: string, row) => (
              <>
                <Typography.Text strong>{variant}</Typography.Text> {row.winner && <Tag color="green">Winner</Tag>}
              </>
            ),
          },
          { title: 'Recipients', dataIndex: 'recipients', align: 'right' },
          { title: titles.sent, dataIndex: 'sent', align: 'right' },
          { title: titles.conversions, dataIndex: 'conversions', align: 'right' },
          { title: titles.rate, dataIndex: 'rate', align: 'right' },
          { title: 'Confidence', dataIndex: 'confidence', align: 'right' },
        ]}
      />
      {live && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 4px' }}>
          Live figures so far, on {AB_TEST_METRIC_TITLES[live.metric].toLowerCase()}: they change until the decision, which gives the confidence and the winner.
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {result.testRecipients} test recipients ({result.testPercent ?? '—'}% of the audience), {result.restRecipients} waiting for the winner or the fallback
      </Typography.Text>
    </Card>
  );
}
