import { DEFAULT_CAMPAIGN_FOCUS, tierForListings } from '@outreach/contracts';
import { z } from 'zod';
import { firstNameOf, offlinePersonalizedMessage, type PersonalizedMessageInput } from '../offline/offlinePersonalized.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled } from './modelShapes.ts';
import { systemPrompt } from './prompting.ts';

const schema = z.object({ subject: filled(200), message: filled(5_000) });

/** What the model is told about the contact: their business, never their e-mail or phone. */
function contactLines(input: PersonalizedMessageInput): string {
  const c = input.contact;
  const facts: [string, unknown][] = [
    ['First name', firstNameOf(c)],
    ['Last name', c.lastName],
    ['Brokerage', c.company],
    ['City', c.city],
    ['State', c.state],
    ['Active listings', c.listingCount],
    ['Performance tier', tierForListings(c.listingCount ?? 0)],
    ['Rental listings', c.totalListingsForRent],
    ['Years of experience', c.yearsExperience],
    ['Service areas', c.serviceAreas],
  ];
  return facts.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => `${k}: ${String(v)}`).join('\n');
}

/** POST /api/ai/generate-personalized-message: a message written for one real contact. */
export const generatePersonalizedMessageTask: ContentTask<PersonalizedMessageInput, { subject: string; message: string }> = {
  endpoint: 'generate-personalized-message',
  schemaName: 'personalized_message',
  schema,
  failureMessage: 'Failed to generate personalized message. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile, ['This message goes to one known agent: use their real details below, not double-brace variables.']),
    user: [
      `Contact:\n${contactLines(input)}`,
      `Message type: ${input.messageType}`,
      `Campaign focus: ${input.campaignFocus?.trim() || DEFAULT_CAMPAIGN_FOCUS}`,
      /sms|text/i.test(input.messageType)
        ? 'Write a text message of at most 160 characters ending with "Reply STOP to opt out", and a short subject naming it.'
        : 'Write a personal e-mail of 80 to 150 words that mentions what we know of their business, and its subject.',
    ].join('\n'),
  }),
  offline: offlinePersonalizedMessage,
  finish: (raw) => ({ subject: raw.subject.trim(), message: raw.message.trim() }),
  summarize: (input) => ({
    company: input.companyProfile?.name ?? null,
    messageType: input.messageType,
    campaignFocus: excerpt(input.campaignFocus?.trim() || DEFAULT_CAMPAIGN_FOCUS),
    contactCity: input.contact.city,
    contactTier: tierForListings(input.contact.listingCount ?? 0),
  }),
};
