import { useQuery } from '@tanstack/react-query';
import { emailAccountsQueries } from '../emailAccounts/emailAccountsQueries.ts';
import { systemSettingsQueries } from '../systemSettings/systemSettingsQueries.ts';
import type { LiveFacts } from './liveStatus.ts';

/**
 * The live facts of the recommendations, read with the Settings screens' own queries; `refresh`
 * reads them again and `checkedAt` is when the older of the two was read.
 */
export function useLiveFacts() {
  const settings = useQuery(systemSettingsQueries.settings());
  const accounts = useQuery(emailAccountsQueries.all());
  const facts: LiveFacts = { trackingOff: settings.data ? !settings.data.emailTracking : undefined, mailboxes: accounts.data };
  const refresh = () => Promise.all([settings.refetch(), accounts.refetch()]);
  const read = [settings.dataUpdatedAt, accounts.dataUpdatedAt];
  return {
    facts,
    refresh,
    refreshing: settings.isFetching || accounts.isFetching,
    failed: settings.isError || accounts.isError,
    checkedAt: read.includes(0) ? 0 : Math.min(...read),
  };
}
