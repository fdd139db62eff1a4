import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import { useMicrosoftReturn } from '../microsoftConnection/useMicrosoftReturn.ts';
import { SettingsTabs } from './SettingsTabs.tsx';

export function SettingsScreen() {
  const navigate = useNavigate();
  const handleMicrosoftReturn = useCallback(() => navigate('/settings', { replace: true }), [navigate]);
  useMicrosoftReturn(handleMicrosoftReturn);

  return (
    <PageLayout title="Settings">
      <SettingsTabs />
    </PageLayout>
  );
}
