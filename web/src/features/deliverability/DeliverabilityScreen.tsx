import { Flex, Tabs } from 'antd';
import { BestPracticesTab } from './BestPracticesTab.tsx';
import { ContentAnalyzerTab } from './ContentAnalyzerTab.tsx';
import { DeliverabilityCards } from './DeliverabilityCards.tsx';
import { RecommendationsTab } from './RecommendationsTab.tsx';
import { RefreshStatusButton } from './RefreshStatusButton.tsx';
import { useLiveFacts } from './useLiveFacts.ts';

/** Email Deliverability: the summary cards, Refresh Status, and the Recommendations, Content Analyzer and Best Practices tabs. */
export function DeliverabilityScreen() {
  const live = useLiveFacts();
  const handleRefresh = () => void live.refresh();
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <RefreshStatusButton onRefresh={handleRefresh} refreshing={live.refreshing} checkedAt={live.checkedAt} />
      </Flex>
      <DeliverabilityCards />
      <Tabs
        items={[
          { key: 'recommendations', label: 'Recommendations', children: <RecommendationsTab facts={live.facts} failed={live.failed} /> },
          { key: 'analyzer', label: 'Content Analyzer', children: <ContentAnalyzerTab /> },
          { key: 'practices', label: 'Best Practices', children: <BestPracticesTab /> },
        ]}
      />
    </Flex>
  );
}
