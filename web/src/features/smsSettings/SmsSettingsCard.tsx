import { Alert, Card, Flex, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { providerDescription } from './smsProvider.ts';
import { SmsSettingsForm } from './SmsSettingsForm.tsx';
import { smsSettingsQueries } from './smsSettingsQueries.ts';

/** SMS configuration of Legacy Settings: the provider in use and the Twilio account. */
export function SmsSettingsCard() {
  const { data: settings, isLoading, error } = useQuery(smsSettingsQueries.settings());

  return (
    <Card title="SMS Configuration">
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && !settings && <Alert type="error" showIcon title="Failed to load SMS settings" description={error.message} />}
      {settings && (
        <Flex vertical gap={16}>
          <Alert
            type={settings.provider === 'twilio' ? 'success' : 'warning'}
            showIcon
            title={`Current provider: ${providerDescription(settings.provider)}`}
          />
          {/* A new key when the stored settings change, so that the form shows them. */}
          <SmsSettingsForm
            key={`${settings.provider}|${settings.accountSid ?? ''}|${settings.fromPhone ?? ''}|${settings.helpText}|${String(settings.authTokenSet)}`}
            settings={settings}
          />
        </Flex>
      )}
    </Card>
  );
}
