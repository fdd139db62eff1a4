import { Alert, Card, Flex, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { serviceLabel } from './emailService.ts';
import { EmailSettingsForm } from './EmailSettingsForm.tsx';
import { emailSettingsQueries } from './emailSettingsQueries.ts';
import type { EmailSettings } from './emailSettingsTypes.ts';

/** A key that changes whenever the stored settings do, so that the form shows them. */
const settingsKey = (s: EmailSettings) =>
  [s.configured, s.provider, s.fromEmail, s.fromName, s.smtpHost, s.smtpPort, s.smtpUsername, s.smtpSecurity, s.apiKeySet, s.smtpPasswordSet, s.warmupEnabled, s.dailyLimit].join('|');

/** Where e-mail goes out from: the mailboxes of the Email Accounts tab, not this service. */
export const SENDS_FROM_EMAIL_ACCOUNTS = 'Campaigns and test e-mails go out from the mailboxes on the Email Accounts tab. The service here is kept with the team’s settings, and Test Connection checks it.';

/** Email Service Configuration of Legacy Settings: the service in use and what it signs in with. */
export function EmailSettingsCard() {
  const { data: settings, isLoading, error } = useQuery(emailSettingsQueries.settings());

  return (
    <Card title="Email Service Configuration">
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {error && !settings && <Alert type="error" showIcon title="Failed to load email settings" description={error.message} />}
      {settings && (
        <Flex vertical gap={16}>
          <Alert
            type={settings.configured ? 'success' : 'warning'}
            showIcon
            title={settings.configured ? `Current service: ${serviceLabel(settings.provider)}` : 'No email service is configured yet'}
            description={SENDS_FROM_EMAIL_ACCOUNTS}
          />
          <EmailSettingsForm key={settingsKey(settings)} settings={settings} />
        </Flex>
      )}
    </Card>
  );
}
