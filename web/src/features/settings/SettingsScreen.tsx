import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import { useGoogleReturn } from '../googleConnection/useGoogleReturn.ts';
import { useMicrosoftReturn } from '../microsoftConnection/useMicrosoftReturn.ts';
import { SettingsTabs } from './SettingsTabs.tsx';

export function SettingsScreen() {
  const navigate = useNavigate();
  const handleSignInReturn = useCallback(() => navigate('/settings', { replace: true }), [navigate]);
  useMicrosoftReturn(handleSignInReturn);
  useGoogleReturn(handleSignInReturn);

  return (
    <PageLayout title="Settings">
      <SettingsTabs />
    </PageLayout>
  );
}
