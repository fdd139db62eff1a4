import { Typography } from 'antd';
import { SettingsTabs } from '../settings/SettingsTabs.tsx';
import { sectionTitle, type DashboardSectionId } from './dashboardSections.ts';

interface DashboardSectionContentProps {
  section: DashboardSectionId;
}

export function DashboardSectionContent({ section }: DashboardSectionContentProps) {
  return (
    <section aria-label={sectionTitle(section)}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {sectionTitle(section)}
      </Typography.Title>
      {section === 'settings' && <SettingsTabs />}
    </section>
  );
}
