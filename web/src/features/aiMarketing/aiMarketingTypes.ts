import type { generateMarketingIdeasBody, generatePersonalizedMessageBody, LeadStatistics, MarketingIdea, marketingIdeas, personalizedMessage } from '@outreach/contracts/aiContent.ts';
import type { contactList } from '@outreach/contracts/contacts.ts';
import type { WireType } from '../../shared/api/wireType.ts';

export type { LeadStatistics, MarketingIdea };

/** POST /api/ai/generate-marketing-ideas's body and answer. */
export type MarketingIdeasInput = WireType<typeof generateMarketingIdeasBody>;
export type MarketingIdeasAnswer = WireType<typeof marketingIdeas>;

/** POST /api/ai/generate-personalized-message's body and answer. */
export type PersonalizedMessageInput = WireType<typeof generatePersonalizedMessageBody>;
export type PersonalizedMessageAnswer = WireType<typeof personalizedMessage>;

/** GET /api/contacts's answer, of which the picker shows id, name and city. */
export type ContactList = WireType<typeof contactList>;
export type PickerContact = Pick<ContactList['contacts'][number], 'id' | 'firstName' | 'lastName' | 'agentName' | 'city' | 'state'>;
