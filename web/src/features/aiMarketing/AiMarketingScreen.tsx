import { Suspense, type ReactNode } from 'react';
import { Flex, Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { SectionSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { CompanyProfileBanner } from './CompanyProfileBanner.tsx';
import { LeadStatisticsCards } from './LeadStatisticsCards.tsx';

// Each tab's form loads with the tab (its selects stay out of the page's first download).
const CampaignIdeasTab = lazyNamed(() => import('./CampaignIdeasTab.tsx'), 'CampaignIdeasTab');
const PersonalizedMessagesTab = lazyNamed(() => import('./PersonalizedMessagesTab.tsx'), 'PersonalizedMessagesTab');

const loading = (tab: ReactNode) => <Suspense fallback={<SectionSpinner />}>{tab}</Suspense>;

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'ideas', label: 'Campaign Ideas', children: loading(<CampaignIdeasTab />) },
  { key: 'messages', label: 'Personalized Messages', children: loading(<PersonalizedMessagesTab />) },
];

/** AI Marketing Ideas: the company profile banner, the contacts' figures and Top Markets, then Campaign Ideas and Personalized Messages. */
export function AiMarketingScreen() {
  return (
    <Flex vertical gap={16}>
      <CompanyProfileBanner />
      <LeadStatisticsCards />
      <Tabs defaultActiveKey="ideas" items={TABS} />
    </Flex>
  );
}
