import { Suspense } from 'react';
import { EmbeddedPage } from '../../shared/layout/EmbeddedPage.tsx';
import { SectionSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { PageTitle } from '../../shared/layout/PageTitle.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OverviewSection } from '../overview/OverviewSection.tsx';
import { sectionTitle, type DashboardSectionId } from './dashboardSections.ts';

/** The settings are loaded when their section opens; the overview (the default section) comes with the page. */
const SettingsTabs = lazyNamed(() => import('../settings/SettingsTabs.tsx'), 'SettingsTabs');
const EmailTemplatesSection = lazyNamed(() => import('../templates/EmailTemplatesSection.tsx'), 'EmailTemplatesSection');
/** AI Marketing Ideas swaps within the dashboard (spec part 1 §2): the /ai-marketing screen, shown as a section. */
const AiMarketingPage = lazyNamed(() => import('../../pages/AiMarketingPage.tsx'), 'AiMarketingPage');
const DeliverabilityPage = lazyNamed(() => import('../../pages/DeliverabilityPage.tsx'), 'DeliverabilityPage');
/** Email Campaigns, and Email Sequences (the same screen for sequences alone), swap within the dashboard too. */
const CampaignsScreen = lazyNamed(() => import('../campaigns/list/CampaignsScreen.tsx'), 'CampaignsScreen');

interface DashboardSectionContentProps {
  section: DashboardSectionId;
  onSelectSection: (section: DashboardSectionId) => void;
}

export function DashboardSectionContent({ section, onSelectSection }: DashboardSectionContentProps) {
  return (
    <section aria-label={sectionTitle(section)}>
      <PageTitle>{sectionTitle(section)}</PageTitle>
      {section === 'overview' && <OverviewSection onSelectSection={onSelectSection} />}
      {(section === 'campaigns' || section === 'sequences') && (
        <Suspense fallback={<SectionSpinner />}>
          <EmbeddedPage>
            <CampaignsScreen only={section === 'sequences' ? 'sequence' : undefined} />
          </EmbeddedPage>
        </Suspense>
      )}
      {section === 'templates' && (
        <Suspense fallback={<SectionSpinner />}>
          <EmailTemplatesSection />
        </Suspense>
      )}
      {section === 'ai-marketing' && (
        <Suspense fallback={<SectionSpinner />}>
          <EmbeddedPage>
            <AiMarketingPage />
          </EmbeddedPage>
        </Suspense>
      )}
      {section === 'deliverability' && (
        <Suspense fallback={<SectionSpinner />}>
          <EmbeddedPage>
            <DeliverabilityPage />
          </EmbeddedPage>
        </Suspense>
      )}
      {section === 'settings' && (
        <Suspense fallback={<SectionSpinner />}>
          <SettingsTabs />
        </Suspense>
      )}
    </section>
  );
}
