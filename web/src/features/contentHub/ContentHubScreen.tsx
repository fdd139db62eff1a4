import { Suspense, type ReactNode } from 'react';
import { Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { SectionSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';
import { AiWizardTab } from './AiWizardTab.tsx';
import { contentHubTabAtom, emailWizardOpenAtom, smsWizardOpenAtom, type ContentHubTab } from './contentHubAtoms.ts';
import { ContentHubHero } from './ContentHubHero.tsx';

// The other tabs and the wizards load when first opened.
const PrebuiltTemplatesTab = lazyNamed(() => import('./PrebuiltTemplatesTab.tsx'), 'PrebuiltTemplatesTab');
const ContentAnalyticsTab = lazyNamed(() => import('./ContentAnalyticsTab.tsx'), 'ContentAnalyticsTab');
const EmailWizardModal = lazyNamed(() => import('./EmailWizardModal.tsx'), 'EmailWizardModal');
const SmsWizardModal = lazyNamed(() => import('./SmsWizardModal.tsx'), 'SmsWizardModal');

const loading = (tab: ReactNode) => <Suspense fallback={<SectionSpinner />}>{tab}</Suspense>;

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'wizard', label: 'AI Wizard', children: <AiWizardTab /> },
  { key: 'templates', label: 'Templates', children: loading(<PrebuiltTemplatesTab />) },
  { key: 'analytics', label: 'Analytics', children: loading(<ContentAnalyticsTab />) },
];

const isTab = (key: string): key is ContentHubTab => TABS.some((tab) => tab.key === key);

/** Property Promoter Content Hub: hero cards, then the AI Wizard, Templates and Analytics tabs. */
export function ContentHubScreen() {
  const [tab, setTab] = useAtom(contentHubTabAtom);
  const emailWizardOpen = useAtomValue(emailWizardOpenAtom);
  const smsWizardOpen = useAtomValue(smsWizardOpenAtom);
  const handleChange = (key: string) => {
    if (isTab(key)) setTab(key);
  };
  return (
    <>
      <ContentHubHero />
      <Tabs activeKey={tab} onChange={handleChange} items={TABS} destroyOnHidden />
      <OpenedOnce open={emailWizardOpen}>
        <EmailWizardModal />
      </OpenedOnce>
      <OpenedOnce open={smsWizardOpen}>
        <SmsWizardModal />
      </OpenedOnce>
    </>
  );
}
