import { SmsConversationsScreen } from '../features/sms/SmsConversationsScreen.tsx';

export function SmsPage() {
  return <SmsConversationsScreen />;
}
