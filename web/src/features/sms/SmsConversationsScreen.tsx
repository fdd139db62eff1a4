import { Flex } from 'antd';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import { SmsInbox } from './SmsInbox.tsx';
import { SmsInboxToolbar } from './SmsInboxToolbar.tsx';
import { SmsStatsCards } from './SmsStatsCards.tsx';

export function SmsConversationsScreen() {
  return (
    <PageLayout title="SMS Conversations" extra={<SmsInboxToolbar />}>
      <Flex vertical gap={16}>
        <SmsStatsCards />
        <SmsInbox />
      </Flex>
    </PageLayout>
  );
}
