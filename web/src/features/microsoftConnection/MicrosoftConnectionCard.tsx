import { useQuery } from '@tanstack/react-query';
import { ProviderConnectionCard } from '../../shared/providerConnection/ProviderConnectionCard.tsx';
import { MICROSOFT_CONNECT_PATH, microsoftConnectionQueries } from './microsoftConnectionQueries.ts';
import { useDisconnectMicrosoft } from './useDisconnectMicrosoft.ts';

/** Microsoft 365 on Legacy Settings; its status is polled every 5 seconds while the tab is visible. */
export function MicrosoftConnectionCard() {
  const { data, isLoading, error } = useQuery(microsoftConnectionQueries.status());
  return (
    <ProviderConnectionCard
      label="Microsoft 365"
      testId="microsoft-connection-card"
      about="Send from your Microsoft 365 mailbox (10,000+ e-mails per day). Connecting needs admin access to your business domain."
      connectPath={MICROSOFT_CONNECT_PATH}
      status={data}
      isLoading={isLoading}
      error={error}
      disconnect={useDisconnectMicrosoft()}
    />
  );
}
