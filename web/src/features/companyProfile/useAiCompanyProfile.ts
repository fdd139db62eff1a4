import { useQuery } from '@tanstack/react-query';
import { aiProfileOf } from '../../shared/ai/aiCompanyProfile.ts';
import { companyProfileQueries } from './companyProfileQueries.ts';
import { readStoredProfile } from './companyProfileStorage.ts';

/**
 * The company profile the generators write for: the server's (null before the first save), or,
 * while it loads or when it cannot be read, the browser's valid copy.
 */
export function useAiCompanyProfile() {
  const query = useQuery(companyProfileQueries.profile());
  const fields = query.data !== undefined ? query.data : readStoredProfile();
  return {
    /** The profile's fields as saved (for the banner), or null. */
    fields,
    /** The `companyProfile` the generators take, or null when there is none. */
    profile: aiProfileOf(fields),
    /** Neither the server's answer nor a browser copy yet. */
    isLoading: query.isPending && fields === null,
  };
}
