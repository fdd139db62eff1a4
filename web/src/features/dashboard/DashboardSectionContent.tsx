import { PageTitle } from '../../shared/layout/PageTitle.tsx';
import { OverviewSection } from '../overview/OverviewSection.tsx';
import { SettingsTabs } from '../settings/SettingsTabs.tsx';
import { sectionTitle, type DashboardSectionId } from './dashboardSections.ts';

interface DashboardSectionContentProps {
  section: DashboardSectionId;
  onSelectSection: (section: DashboardSectionId) => void;
}

export function DashboardSectionContent({ section, onSelectSection }: DashboardSectionContentProps) {
  return (
    <section aria-label={sectionTitle(section)}>
      <PageTitle>{sectionTitle(section)}</PageTitle>
      {section === 'overview' && <OverviewSection onSelectSection={onSelectSection} />}
      {section === 'settings' && <SettingsTabs />}
    </section>
  );
}
