import { PageTitle } from '../../shared/layout/PageTitle.tsx';
import { SettingsTabs } from '../settings/SettingsTabs.tsx';
import { sectionTitle, type DashboardSectionId } from './dashboardSections.ts';

interface DashboardSectionContentProps {
  section: DashboardSectionId;
}

export function DashboardSectionContent({ section }: DashboardSectionContentProps) {
  return (
    <section aria-label={sectionTitle(section)}>
      <PageTitle>{sectionTitle(section)}</PageTitle>
      {section === 'settings' && <SettingsTabs />}
    </section>
  );
}
