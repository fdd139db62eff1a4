import { ContactManagementScreen } from '../features/contacts/ContactManagementScreen.tsx';

export function ContactsPage() {
  return <ContactManagementScreen />;
}
