import { Button, Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { FireOutlined, SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { settingsTabAtom } from '../settings/settingsAtoms.ts';
import { formatCount, WARMUP_DAYS, warmupCardState } from './overviewFigures.ts';
import { overviewQueries } from './overviewQueries.ts';

interface WarmupStatusCardProps {
  onOpenSettings: () => void;
}

/**
 * Three variants: Email Setup Required, Email Warm-up Disabled, or the warm-up's progress over 30 days.
 * The card reads the e-mail settings of Legacy Settings, so its buttons open that tab.
 */
export function WarmupStatusCard({ onOpenSettings }: WarmupStatusCardProps) {
  const { data: settings, isLoading } = useQuery(overviewQueries.emailSettings());
  const state = warmupCardState(settings);
  const setSettingsTab = useSetAtom(settingsTabAtom);
  const handleOpenSettings = () => {
    setSettingsTab('legacy');
    onOpenSettings();
  };

  const body = () => {
    if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
    switch (state.kind) {
      case 'setup-required':
        return (
          <Flex vertical gap={8} align="flex-start">
            <Typography.Text strong>Email Setup Required</Typography.Text>
            <Typography.Text type="secondary">Set up an email account before warming up your sending reputation.</Typography.Text>
            <Button icon={<SettingOutlined aria-hidden />} onClick={handleOpenSettings}>
              Go to Settings
            </Button>
          </Flex>
        );
      case 'disabled':
        return (
          <Flex vertical gap={8} align="flex-start">
            <Typography.Text strong>Email Warm-up Disabled</Typography.Text>
            <Typography.Text type="secondary">Warm-up raises your daily sending limit gradually to protect deliverability.</Typography.Text>
            <Button icon={<SettingOutlined aria-hidden />} onClick={handleOpenSettings}>
              Configure Warm-up
            </Button>
          </Flex>
        );
      case 'not-started':
        return (
          <Flex vertical gap={8}>
            <Typography.Text strong>Email Warm-up Enabled</Typography.Text>
            <Typography.Text type="secondary">Warm-up has not started yet</Typography.Text>
            <Typography.Text type="secondary">
              Daily limit: {formatCount(state.currentDailyLimit)} of {formatCount(state.dailyLimit)} emails
            </Typography.Text>
          </Flex>
        );
      case 'in-progress':
        return (
          <Flex vertical gap={8}>
            <Typography.Text strong>
              Day {state.day} of {WARMUP_DAYS}
            </Typography.Text>
            <Progress percent={state.percent} aria-label="Warm-up progress" />
            <Typography.Text type="secondary">
              {state.daysRemaining} {state.daysRemaining === 1 ? 'day' : 'days'} remaining
            </Typography.Text>
            <Typography.Text type="secondary">
              Daily limit: {formatCount(state.currentDailyLimit)} of {formatCount(state.dailyLimit)} emails
            </Typography.Text>
          </Flex>
        );
    }
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <FireOutlined aria-hidden style={{ color: '#fa8c16' }} />
          Email Warm-up Status
        </Flex>
      }
      role="region"
      aria-label="Email Warm-up Status"
      style={{ height: '100%' }}
    >
      {body()}
    </Card>
  );
}
