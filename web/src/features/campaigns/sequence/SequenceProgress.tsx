import { Card, Table, Typography } from 'antd';
import type { Campaign } from '../shared/campaignTypes.ts';
import { delayLabel, sequenceTotals, type SequenceStepProgress } from './sequenceProgressDisplay.ts';

/**
 * A sequence's steps with how many recipients wait for each, got it, replied to it and were
 * stopped before it (a reply, an unsubscribe, a bounce or a complaint). Nothing for other
 * campaigns or before the sequence starts sending.
 */
export function SequenceProgress({ campaign }: { campaign: Campaign }) {
  const progress = campaign.sequenceProgress;
  if (!progress) return null;
  const totals = sequenceTotals(progress);
  return (
    <Card size="small" title="Sequence Progress" role="region" aria-label="Sequence progress">
      <Table<SequenceStepProgress>
        size="small"
        pagination={false}
        rowKey="step"
        dataSource={progress}
        columns={[
          { title: 'Step', dataIndex: 'step', render: (n: number) => <Typography.Text strong>Step {n}</Typography.Text> },
          { title: 'Delay', dataIndex: 'delayDays', render: (_: number, row) => delayLabel(row) },
          { title: 'Waiting', dataIndex: 'waiting', align: 'right' },
          { title: 'Sent', dataIndex: 'sent', align: 'right' },
          { title: 'Replied', dataIndex: 'replied', align: 'right' },
          { title: 'Stopped', dataIndex: 'stopped', align: 'right' },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {totals.inSequence} still in the sequence; {totals.stopped} stopped early; {totals.replied} replied
        {progress.some((s) => s.notSent > 0) && `; ${progress.reduce((n, s) => n + s.notSent, 0)} e-mails did not go out (skipped, failed or unknown)`}
      </Typography.Text>
    </Card>
  );
}
