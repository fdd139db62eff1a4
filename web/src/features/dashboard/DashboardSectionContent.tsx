import { Suspense } from 'react';
import { SectionSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { PageTitle } from '../../shared/layout/PageTitle.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OverviewSection } from '../overview/OverviewSection.tsx';
import { sectionTitle, type DashboardSectionId } from './dashboardSections.ts';

/** The settings are loaded when their section opens; the overview (the default section) comes with the page. */
const SettingsTabs = lazyNamed(() => import('../settings/SettingsTabs.tsx'), 'SettingsTabs');

interface DashboardSectionContentProps {
  section: DashboardSectionId;
  onSelectSection: (section: DashboardSectionId) => void;
}

export function DashboardSectionContent({ section, onSelectSection }: DashboardSectionContentProps) {
  return (
    <section aria-label={sectionTitle(section)}>
      <PageTitle>{sectionTitle(section)}</PageTitle>
      {section === 'overview' && <OverviewSection onSelectSection={onSelectSection} />}
      {section === 'settings' && (
        <Suspense fallback={<SectionSpinner />}>
          <SettingsTabs />
        </Suspense>
      )}
    </section>
  );
}
