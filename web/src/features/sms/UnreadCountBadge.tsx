import { Badge, Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { smsQueries } from './smsQueries.ts';

/** The inbox's unread messages (polled every 30 s, refreshed by the socket). */
export function UnreadCountBadge() {
  const { data } = useQuery(smsQueries.unreadCount());
  const count = data?.count ?? 0;
  return (
    <Flex align="center" gap={6}>
      <Badge count={count} showZero overflowCount={999} color={count > 0 ? 'red' : '#595959'} title={`${count} unread`} />
      <Typography.Text>Unread</Typography.Text>
    </Flex>
  );
}
