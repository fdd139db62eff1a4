import { Flex, Tag } from 'antd';
import { tierLabel, TIER_COLORS } from '../contacts/contactDisplay.ts';
import type { Contact } from '../contacts/contactsTypes.ts';

interface AgentHeaderBadgesProps {
  contact: Contact;
}

/** Under the agent's name: tier, active listings and years of experience. */
export function AgentHeaderBadges({ contact }: AgentHeaderBadgesProps) {
  return (
    <Flex gap={8} wrap role="group" aria-label="Agent badges" style={{ marginTop: -8, marginBottom: 24 }}>
      <Tag color={TIER_COLORS[contact.performanceTier]}>{tierLabel(contact.performanceTier)}</Tag>
      <Tag color="blue">{contact.listingsCount} Active Listings</Tag>
      {contact.yearsExperience !== null && <Tag color="green">{`${contact.yearsExperience} ${contact.yearsExperience === 1 ? 'Year' : 'Years'} Experience`}</Tag>}
    </Flex>
  );
}
