import { useQuery } from '@tanstack/react-query';
import { ProviderConnectionCard } from '../../shared/providerConnection/ProviderConnectionCard.tsx';
import { GOOGLE_CONNECT_PATH, googleConnectionQueries } from './googleConnectionQueries.ts';
import { useDisconnectGoogle } from './useDisconnectGoogle.ts';

/** Google Workspace on Legacy Settings (a full-page redirect to /auth/google to connect). */
export function GoogleConnectionCard() {
  const { data, isLoading, error } = useQuery(googleConnectionQueries.status());
  return (
    <ProviderConnectionCard
      label="Google Workspace"
      testId="google-connection-card"
      about="Send from your Google Workspace mailbox (2,000+ e-mails per day; a personal Gmail account sends 500). Connecting needs admin access to your business domain."
      connectPath={GOOGLE_CONNECT_PATH}
      status={data}
      isLoading={isLoading}
      error={error}
      disconnect={useDisconnectGoogle()}
    />
  );
}
