import { Alert, Button, Card, Flex, Form, Select, Skeleton, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamTimeZone } from '@outreach/contracts';
import { systemSettingsQueries, type SystemSettings } from './systemSettingsQueries.ts';
import { useSaveSystemSettings } from './useSaveSystemSettings.ts';

/** The spec's time zone choices (part 2 §9), as a person reads them. */
const TIME_ZONE_OPTIONS: { value: TeamTimeZone; label: string }[] = [
  { value: 'pt', label: 'Pacific Time (PT)' },
  { value: 'mt', label: 'Mountain Time (MT)' },
  { value: 'ct', label: 'Central Time (CT)' },
  { value: 'et', label: 'Eastern Time (ET)' },
];

/** System Settings of Legacy Settings: the team's time zone, e-mail tracking (always off) and auto-unsubscribe. */
export function SystemSettingsCard() {
  const { data: settings, isLoading, error } = useQuery(systemSettingsQueries.settings());
  return (
    <Card title="System Settings">
      {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {error && !settings && <Alert type="error" showIcon title="Failed to load system settings" description={error.message} />}
      {settings && <SystemSettingsForm key={`${settings.timezone}|${String(settings.autoUnsubscribe)}`} settings={settings} />}
    </Card>
  );
}

function SystemSettingsForm({ settings }: { settings: SystemSettings }) {
  const [timezone, setTimezone] = useState<TeamTimeZone>(settings.timezone);
  const [autoUnsubscribe, setAutoUnsubscribe] = useState(settings.autoUnsubscribe);
  const save = useSaveSystemSettings();
  const unchanged = timezone === settings.timezone && autoUnsubscribe === settings.autoUnsubscribe;
  const handleSave = () => save.mutate({ timezone, autoUnsubscribe });
  return (
    <Form layout="vertical" onFinish={handleSave}>
      <Form.Item label="Time zone" extra="Calls Today, This Week, Messages Today and daily sending limits count from midnight in this zone.">
        <Select aria-label="Time zone" value={timezone} onChange={setTimezone} options={TIME_ZONE_OPTIONS} />
      </Form.Item>
      <Form.Item label="Email tracking" extra="Open and click tracking stays off: plain messages reach the inbox more often.">
        <Switch aria-label="Email tracking" checked={false} disabled />
      </Form.Item>
      <Form.Item label="Auto-unsubscribe" extra="Honour unsubscribe requests automatically, replies that ask to be removed included.">
        <Switch aria-label="Auto-unsubscribe" checked={autoUnsubscribe} onChange={setAutoUnsubscribe} />
      </Form.Item>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{settings.updatedAt ? null : 'Pacific Time until a time zone is saved.'}</Typography.Text>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={unchanged}>
          Save System Settings
        </Button>
      </Flex>
    </Form>
  );
}
