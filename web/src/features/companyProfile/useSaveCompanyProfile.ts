import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { COMPANY_PROFILE_PATH } from './companyProfileQueries.ts';
import { storeProfile } from './companyProfileStorage.ts';
import type { SaveCompanyProfileInput, SavedCompanyProfile } from './companyProfileTypes.ts';

/**
 * PUT /api/company-profile; then 'Profile Saved' and the dashboard (spec part 1 §8), the browser's
 * copy and everything that shows the profile updated once (its live update, when the save changed
 * something, reloads nothing again). `onSaved` replaces the way to the dashboard (a dialog that
 * closes instead).
 */
export function useSaveCompanyProfile({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SaveCompanyProfileInput) => apiFetch<SavedCompanyProfile>(COMPANY_PROFILE_PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      storeProfile(saved);
      toast({ title: 'Profile Saved', description: 'Your company profile has been updated successfully.' });
      if (onSaved) onSaved();
      else navigate('/dashboard');
      // Saving the same profile again records nothing, and no live update will come for it.
      return saved.position ? refreshAfterOwnChange(queryClient, ['company_profile_saved']) : invalidateFor(queryClient, ['company_profile_saved']);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to save company profile. Please try again.', variant: 'destructive' });
    },
  });
}
