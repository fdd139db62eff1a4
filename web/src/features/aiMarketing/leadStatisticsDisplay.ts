import { CONTACT_PICKER_SHOWN } from './aiMarketingChoices.ts';
import type { LeadStatistics, PickerContact } from './aiMarketingTypes.ts';

const COUNT = new Intl.NumberFormat('en-US');
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export interface StatCard {
  title: string;
  value: string;
  note: string;
}

/** The four statistic cards, from the contacts' real figures. */
export function leadStatCards(stats: LeadStatistics): StatCard[] {
  return [
    { title: 'Total Leads', value: COUNT.format(stats.totalLeads), note: 'agents in your contacts' },
    { title: 'High Performers', value: COUNT.format(stats.highPerformers), note: '20 or more listings' },
    { title: 'Avg Experience', value: `${ONE_DECIMAL.format(stats.avgExperience)} years`, note: 'of the agents who give it' },
    { title: 'Avg Listings', value: ONE_DECIMAL.format(stats.avgListings), note: 'per agent' },
  ];
}

/** A Top Markets badge: 'Austin, TX · 42'. */
export function marketLabel(market: LeadStatistics['topCities'][number]): string {
  return `${market.state ? `${market.city}, ${market.state}` : market.city} · ${COUNT.format(market.count)}`;
}

/** How the picker names a contact: 'Sarah Johnson — Austin' (the agent's name when there is no first or last name). */
export function contactLabel(contact: PickerContact): string {
  const name = [contact.firstName, contact.lastName].filter((part) => part?.trim()).join(' ') || contact.agentName?.trim() || 'Unnamed contact';
  const place = [contact.city?.trim(), contact.state?.trim()].filter(Boolean).join(', ');
  return place ? `${name} — ${place}` : name;
}

/** The picker's options: the first 20 contacts of the answer (spec part 2 §9). */
export function contactOptions(contacts: readonly PickerContact[]): { value: string; label: string }[] {
  return contacts.slice(0, CONTACT_PICKER_SHOWN).map((contact) => ({ value: contact.id, label: contactLabel(contact) }));
}
