import { Alert, Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { emailSettingsQueries } from './emailSettingsQueries.ts';
import { legacyWarmupDisplay, WARMUP_NOT_ENABLED_HINT } from './warmupDisplay.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** Deliverability and Warm-up of Legacy Settings: day N of the 30-day warm-up, or that warm-up is not enabled (also while no email service is configured). */
export function DeliverabilityWarmupCard() {
  const { data: settings, isLoading, error } = useQuery(emailSettingsQueries.settings());
  const warmup = settings ? legacyWarmupDisplay(settings) : null;

  return (
    <Card title="Deliverability and Warm-up">
      {isLoading && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {error && !settings && <Alert type="error" showIcon title="Failed to load email settings" description={error.message} />}
      {warmup?.enabled === true && (
        <Flex vertical gap={8} role="group" aria-label="Warm-up status">
          <Typography.Text strong>Email warm-up is active</Typography.Text>
          <Typography.Text>
            Day {warmup.day} of {warmup.days}-day warm-up process
          </Typography.Text>
          <Progress percent={warmup.percent} size="small" aria-label="Warm-up progress" />
          <Typography.Text type="secondary">
            Today's limit: {count(warmup.currentDailyLimit)} of {count(warmup.dailyLimit)} emails
          </Typography.Text>
        </Flex>
      )}
      {warmup?.enabled === false && (
        <Flex vertical gap={8} role="group" aria-label="Warm-up status">
          <Typography.Text strong>Email warm-up is not enabled</Typography.Text>
          <Typography.Text type="secondary">{WARMUP_NOT_ENABLED_HINT[warmup.reason]}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
