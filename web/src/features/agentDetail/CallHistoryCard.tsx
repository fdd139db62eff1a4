import { Card } from 'antd';
import { CallHistoryList } from '../calling/CallHistoryList.tsx';

interface CallHistoryCardProps {
  contactId: string;
}

export function CallHistoryCard({ contactId }: CallHistoryCardProps) {
  return (
    <Card title="Call History" role="region" aria-label="Call History">
      <CallHistoryList contactId={contactId} />
    </Card>
  );
}
