import { DEFAULT_CAMPAIGN_FOCUS, generatePersonalizedMessageBody, noQuery, personalizedMessage } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import { generatePersonalizedMessageTask, type ContactFacts } from '@outreach/providers';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { loadContact } from '../contacts/contactCommands.ts';
import { answerGeneration, profileFor } from './contentGeneration.ts';

/**
 * POST /api/ai/generate-personalized-message {contactId, messageType, campaignFocus} → subject,
 * message, written from the contact's own fields (AI Marketing Ideas → Personalized Messages). An
 * unknown contact answers 404 and nothing is generated; a blank focus is 'General real estate growth';
 * without a profile in the request the saved company profile is written for.
 */
export function registerGeneratePersonalizedMessageRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/ai/generate-personalized-message',
    { schema: { querystring: noQuery, body: generatePersonalizedMessageBody, response: { 200: personalizedMessage } } },
    async (request, reply) => {
      const { contactId, messageType, campaignFocus, companyProfile } = request.body;
      const state = await loadContact(runtime, contactId);
      if (!state.exists) throw notFound('Contact not found');
      const f = state.fields;
      const contact: ContactFacts = {
        firstName: f.firstName,
        lastName: f.lastName,
        agentName: f.agentName,
        company: f.company,
        city: f.city,
        state: f.state,
        listingCount: f.listingCount,
        totalListingsForRent: f.totalListingsForRent,
        yearsExperience: f.yearsExperience,
        serviceAreas: f.serviceAreas,
      };
      const input = { contact, messageType, campaignFocus: campaignFocus || DEFAULT_CAMPAIGN_FOCUS, companyProfile: await profileFor(runtime, companyProfile) };
      return answerGeneration(runtime, request, reply, generatePersonalizedMessageTask, input, `AI Marketing Ideas: ${messageType.slice(0, 40)} message for contact ${contactId}`);
    },
  );
}
