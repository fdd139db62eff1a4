import { Card, Descriptions } from 'antd';
import { locationText, tierLabel } from '../contacts/contactDisplay.ts';
import type { Contact } from '../contacts/contactsTypes.ts';
import { companyName, NOT_PROVIDED, primaryLocation, yearsText } from './agentDetailFields.ts';

interface BusinessInformationCardProps {
  contact: Contact;
}

export function BusinessInformationCard({ contact }: BusinessInformationCardProps) {
  const items = [
    { key: 'company', label: 'Company', children: companyName(contact) },
    { key: 'primary', label: 'Primary Location', children: primaryLocation(contact.location) },
    { key: 'cityState', label: 'City & State', children: locationText(contact.city, contact.state) || NOT_PROVIDED },
    { key: 'zip', label: 'ZIP Code', children: contact.zipCode?.trim() || NOT_PROVIDED },
    { key: 'years', label: 'Years in Business', children: yearsText(contact.yearsExperience) },
    { key: 'classification', label: 'Performance Classification', children: tierLabel(contact.performanceTier, 'Not classified') },
  ];
  return (
    <Card title="Business Information" role="region" aria-label="Business Information">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}
