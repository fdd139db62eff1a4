import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import { useSignInReturn } from '../../shared/signInReturn/useSignInReturn.ts';
import { readGoogleReturn } from '../googleConnection/googleReturn.ts';
import { readMicrosoftReturn } from '../microsoftConnection/microsoftReturn.ts';
import { SettingsTabs } from './SettingsTabs.tsx';

export function SettingsScreen() {
  const navigate = useNavigate();
  const handleSignInReturn = useCallback(() => navigate('/settings', { replace: true }), [navigate]);
  useSignInReturn(readMicrosoftReturn, handleSignInReturn);
  useSignInReturn(readGoogleReturn, handleSignInReturn);

  return (
    <PageLayout title="Settings">
      <SettingsTabs />
    </PageLayout>
  );
}
