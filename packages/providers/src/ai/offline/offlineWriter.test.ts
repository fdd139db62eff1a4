import {
  generatedEmail,
  generatedSmsTemplate,
  generatedSubjectLines,
  improvedContent,
  marketingIdeas,
  optimizationResult,
  personalizedMessage,
  wizardTemplates,
  type AiCompanyProfile,
} from '@outreach/contracts';
import { analyzeContent } from '@outreach/domain';
import { spamPhrasesIn } from '@outreach/domain/contentAnalysis/spamPhrases.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeOffline } from '../contentWriter.ts';
import { contentWizardTask, refineWizardTask } from '../tasks/contentWizard.task.ts';
import { generateEmailTask } from '../tasks/generateEmail.task.ts';
import { generateMarketingIdeasTask } from '../tasks/generateMarketingIdeas.task.ts';
import { generatePersonalizedMessageTask } from '../tasks/generatePersonalizedMessage.task.ts';
import { generateSubjectLinesTask } from '../tasks/generateSubjectLines.task.ts';
import { improveContentTask } from '../tasks/improveContent.task.ts';
import { optimizeTemplateTask } from '../tasks/optimizeTemplate.task.ts';
import { smsWizardTask } from '../tasks/smsWizard.task.ts';
import { estimatedSmsLength } from './offlineSmsWizard.ts';

const profile: AiCompanyProfile = {
  name: 'HomeBeacon',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'formal',
  companyDescription: 'HomeBeacon is the listing workspace for agents who would rather sell than type.',
  keyBenefits: ['Save 10 hours per week', 'Automated lead follow-up', 'MLS sync in one click'],
};
const contact = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  agentName: 'Ana Ruiz',
  company: 'Lone Star Realty',
  city: 'Austin',
  state: 'TX',
  listingCount: 23,
  totalListingsForRent: 0,
  yearsExperience: 12,
  serviceAreas: 'Travis County',
};

/** An answer schema without what the route adds (who wrote it, the record's id, the position). */
const shape = <S extends z.ZodObject>(schema: S) => schema.omit({ generatedBy: true, model: true, generationId: true, position: true });
/** The value, once it fits the answer schema. */
const fits = <T>(schema: z.ZodObject, value: T): T => {
  shape(schema).parse(value);
  return value;
};
const seeds = Array.from({ length: 20 }, (_, i) => i * 7919 + 1);
const distinct = (values: unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size;
/** Templates that read as spam in every way the content analysis looks for. */
const SPAMMY_TEMPLATES = [
  { subject: 'FREE TRIAL - ACT NOW!!!', content: 'CLICK HERE to get our amazing product!!! 100% guaranteed.' },
  { subject: 'FREE!!! Click here NOW to get rich listings', content: 'Dear agent,\n\nACT NOW!!! This is a limited time offer. Click here: http://bit.ly/deal\n\nBest' },
  {
    subject: 'URGENT: Double your income with our CRM - limited time!!',
    content: 'Hi there,\n\nDOUBLE YOUR INCOME this month! Our CRM gives you more leads than ever. Sign up now and get a free gift. No obligation, risk-free!!!\n\nWe follow up with every lead for you, so you never lose a buyer.\n\nCheers,\nSam',
  },
  { subject: 'Congratulations, you are a WINNER!!!', content: 'You have been selected for an exclusive deal on listing software. Order now, this offer expires today! Cash bonus for the first 10 agents.\n\nThanks!' },
  { subject: 'Last chance: 50% discount, no obligation, risk-free!!!', content: 'Dear friend,\n\nThis is not spam. Get paid to list homes! Best price guaranteed, order today and save big!!!\n\nBest regards,\nThe Sales Team' },
];
const email = writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'introduction' }, 1).content;

describe('the offline writer', () => {
  it('answers every endpoint in its spec shape', () => {
    expect(fits(generatedEmail, writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'demo-request', specificFocus: 'lead follow-up', callToAction: 'Book a demo' }, 3))).toBeTruthy();
    expect(fits(generatedSubjectLines, writeOffline(generateSubjectLinesTask, { companyProfile: profile, emailContent: email }, 3)).subjectLines).toHaveLength(5);
    expect(fits(improvedContent, writeOffline(improveContentTask, { companyProfile: profile, currentContent: email, improvementFocus: 'More Persuasive' }, 3))).toBeTruthy();
    expect(fits(optimizationResult, writeOffline(optimizeTemplateTask, { subject: 'Hello', content: email }, 3)).recommendations.length).toBeGreaterThan(0);
    expect(fits(marketingIdeas, writeOffline(generateMarketingIdeasTask, { targetAudience: 'Elite agents', campaignType: 'email', companyProfile: profile }, 3)).ideas).toHaveLength(3);
    expect(fits(personalizedMessage, writeOffline(generatePersonalizedMessageTask, { contact, messageType: 'introduction', companyProfile: profile }, 3))).toBeTruthy();
    expect(fits(wizardTemplates, writeOffline(contentWizardTask, { goal: 'demo', tiers: ['elite'], companyProfile: profile }, 3)).templates).toHaveLength(3);
    const sms = writeOffline(smsWizardTask, { goal: 'trial', tiers: ['entry'], companyProfile: profile }, 3);
    expect(z.array(generatedSmsTemplate).parse(sms.templates)).toHaveLength(3);
  });

  it('writes differently on every call, the same for the same seed', () => {
    const emails = seeds.map((seed) => writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'introduction' }, seed));
    expect(distinct(emails)).toBeGreaterThanOrEqual(18);
    expect(writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'introduction' }, 5)).toEqual(writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'introduction' }, 5));
    expect(distinct(seeds.map((seed) => writeOffline(generateSubjectLinesTask, { companyProfile: profile, emailContent: email }, seed)))).toBeGreaterThanOrEqual(15);
    const ideas = seeds.map((seed) => writeOffline(generateMarketingIdeasTask, { targetAudience: 'Active agents', campaignType: 'email', companyProfile: profile }, seed).ideas.map((i) => i.title));
    expect(distinct(ideas)).toBeGreaterThanOrEqual(10);
    const wizard = seeds.map((seed) => writeOffline(contentWizardTask, { goal: 'education', tiers: ['moderate'], companyProfile: profile }, seed).templates.map(({ id: _id, ...t }) => t));
    expect(distinct(wizard)).toBe(seeds.length);
    expect(distinct(seeds.map((seed) => writeOffline(generatePersonalizedMessageTask, { contact, messageType: 'introduction', companyProfile: profile }, seed)))).toBeGreaterThanOrEqual(15);
  });

  it('without a company profile still writes proper sentences: "Our team" at the start of one, never "the our team"', () => {
    const texts = seeds.flatMap((seed) => [
      JSON.stringify(writeOffline(generatePersonalizedMessageTask, { contact, messageType: 'introduction' }, seed)),
      JSON.stringify(writeOffline(generateMarketingIdeasTask, { targetAudience: 'Active agents', campaignType: 'email' }, seed)),
      JSON.stringify(writeOffline(generateMarketingIdeasTask, { targetAudience: 'Active agents', campaignType: 'sms' }, seed)),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/(^|[.!?:]\s+|\\n)our team/);
      expect(text).not.toMatch(/the our team/i);
    }
  });

  it("writes in the profile's name, benefits and tone", () => {
    const written = writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'product-update' }, 11);
    expect(written.content).toContain('HomeBeacon');
    expect(profile.keyBenefits!.some((b) => written.content.includes(b))).toBe(true);
    expect(written.content).toMatch(/^Dear \{\{firstName\}\}/);
    expect(written.content).toMatch(/(Sincerely|Yours sincerely|With kind regards),\nThe HomeBeacon team$/);
    const casual = writeOffline(generateEmailTask, { companyProfile: { ...profile, tone: 'casual' }, campaignType: 'product-update' }, 11);
    expect(casual.content).not.toMatch(/^Dear/);
    const other = writeOffline(generateEmailTask, { companyProfile: { name: 'Nestwise', keyBenefits: ['Open house sign-ups on autopilot'] }, campaignType: 'introduction' }, 11);
    expect(other.content).toContain('Nestwise');
    expect(other.content).toContain('Open house sign-ups on autopilot');
    expect(other.content).not.toContain('HomeBeacon');
  });

  it('improves as asked: persuasive adds a hook and a firm ask, concise cuts, benefits adds the missing ones', () => {
    const long = writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'introduction', specificFocus: 'follow-up' }, 9).content;
    const concise = writeOffline(improveContentTask, { companyProfile: profile, currentContent: long, improvementFocus: 'More Concise' }, 9).content;
    expect(concise.length).toBeLessThan(long.length * 0.85);
    const persuasive = writeOffline(improveContentTask, { companyProfile: profile, currentContent: long, improvementFocus: 'More Persuasive' }, 9).content;
    expect(persuasive.length).toBeGreaterThan(long.length);
    const plain = 'Hi {{firstName}},\n\nWe make listing software.\n\nBest,\nSam';
    const withBenefits = writeOffline(improveContentTask, { companyProfile: profile, currentContent: plain, improvementFocus: 'Add Benefits' }, 9).content;
    expect(withBenefits).toContain('• Save 10 hours per week');
    expect(withBenefits).toContain('We make listing software.');
    expect(withBenefits.endsWith('Best,\nSam')).toBe(true);
  });

  it('optimises a spammy template into a calm, personal one and says why', () => {
    const result = writeOffline(optimizeTemplateTask, { subject: 'FREE TRIAL - ACT NOW!!!', content: 'CLICK HERE to get our amazing product!!! 100% guaranteed.' }, 2);
    expect(result.improvedSubject).not.toMatch(/[A-Z]{4,}/);
    expect(result.improvedSubject).not.toMatch(/!!|act now/i);
    expect(result.improvedSubject).toContain('{{firstName}}');
    expect(result.improvedContent).not.toMatch(/click here|guaranteed|!!/i);
    // The pitch stays, its trigger phrases put plainly.
    expect(result.improvedContent).toContain('Reply to this e-mail to get our product.');
    expect(result.recommendations.map((r) => r.type)).toEqual(expect.arrayContaining(['subject', 'content', 'personalization', 'compliance']));
    expect(result.recommendations.find((r) => r.type === 'content')?.issue).toBe('The content uses phrases spam filters watch for: "100% guaranteed", "click here" and "amazing".');
  });

  it('optimises spammy templates into calm, grammatical, personal ones that score better and use no trigger phrase', () => {
    for (const input of SPAMMY_TEMPLATES) {
      const before = analyzeContent(input).score;
      for (const seed of seeds.slice(0, 8)) {
        for (const companyProfile of [profile, undefined]) {
          const { improvedSubject: subject, improvedContent: content } = writeOffline(optimizeTemplateTask, { ...input, ...(companyProfile ? { companyProfile } : {}) }, seed);
          const seen = `${input.subject} (seed ${seed}, ${companyProfile ? 'profile' : 'no profile'}): ${subject}\n${content}`;
          expect(analyzeContent({ subject, content }).score, seen).toBeGreaterThan(before);
          expect(spamPhrasesIn(subject).map((t) => t.phrase), seen).toEqual([]);
          expect(spamPhrasesIn(content).map((t) => t.phrase), seen).toEqual([]);
          for (const text of [subject, content]) {
            expect(text.match(/\b[A-Z]{2,}\b/g)?.filter((word) => word !== 'CRM') ?? [], seen).toEqual([]);
            expect(text, seen).not.toMatch(/!!|\?\?|\s[,.!?]|,,|\.\.|[ \t]{2}|the our team|our team team/i);
          }
          expect(subject, seen).toContain('{{firstName}}');
          expect(subject, seen).toMatch(/^(\{\{firstName\}\}, [a-z0-9]|[A-Z0-9].*, \{\{firstName\}\}$)/);
          expect(subject.replace('{{firstName}}', 'Xxxxxx').length, seen).toBeLessThanOrEqual(50);
          const [greeting, ...paragraphs] = content.split('\n\n');
          expect(greeting, seen).toMatch(/^(Hi|Hello|Hey|Dear) \{\{firstName\}\}/);
          // Every paragraph between the greeting and the closing is made of whole sentences.
          for (const paragraph of paragraphs.slice(0, -1)) expect(paragraph, seen).toMatch(/^[A-Z"].*[.?]$/s);
        }
      }
    }
  });

  it("keeps a calm template's own words when optimising it", () => {
    const content = 'Hi {{firstName}},\n\nWe built a tool that publishes your listings to every portal in one step. Would a short call this week work?\n\nKind regards,\nDana';
    const result = writeOffline(optimizeTemplateTask, { subject: 'Quick question about your listings', content, companyProfile: profile }, 3);
    expect(result.improvedSubject).toMatch(/^(\{\{firstName\}\}, quick question about your listings|Quick question about your listings, \{\{firstName\}\})$/);
    expect(result.improvedContent).toContain('We built a tool that publishes your listings to every portal in one step. Would a short call this week work?');
    expect(result.improvedContent).toMatch(/^Hi \{\{firstName\}\},/);
    expect(result.improvedContent).toMatch(/Kind regards,\nDana$/);
    const long = writeOffline(optimizeTemplateTask, { subject: 'We have built the listing workspace for agents who would rather sell than type', content, companyProfile: profile }, 3);
    expect(long.improvedSubject).toContain('{{firstName}}');
    expect(long.improvedSubject.replace('{{firstName}}', 'Xxxxxx').length).toBeLessThanOrEqual(50);
    expect(long.improvedSubject).not.toMatch(/\b(for|the|to|and)(, \{\{firstName\}\})?$/);
    expect(long.recommendations.map((r) => r.issue)).toContain('The subject is longer than 50 characters and will be cut off on phones.');
  });

  it("writes a personalized message from the contact's real fields", () => {
    const message = writeOffline(generatePersonalizedMessageTask, { contact, messageType: 'demo', campaignFocus: 'Spring listings', companyProfile: profile }, 4);
    expect(message.message).toMatch(/^Hi Ana,/);
    expect(message.subject).toContain('Ana');
    expect(message.message).toMatch(/spring listings/);
    expect(message.message).toMatch(/Austin|23 active listings|12 years|Lone Star Realty|Travis County/);
    expect(message.message).toContain('high performers');
    const text = writeOffline(generatePersonalizedMessageTask, { contact: { ...contact, firstName: null }, messageType: 'SMS', companyProfile: profile }, 4);
    expect(text.message.length).toBeLessThanOrEqual(160);
    expect(text.message).toMatch(/^(Hi )?Ana/);
    expect(text.message).toMatch(/Reply STOP to opt out$/);
    const unknown = writeOffline(generatePersonalizedMessageTask, { contact: { ...contact, firstName: null, agentName: null, city: null, state: null, company: null, serviceAreas: null, listingCount: null, yearsExperience: null }, messageType: 'follow-up' }, 4);
    expect(unknown.message).toMatch(/^Hi there,/);
  });

  it('wizard templates follow the goal and the chosen tiers; refining keeps their ids and follows the feedback', () => {
    const { templates } = writeOffline(contentWizardTask, { goal: 'free-trial', tiers: ['elite', 'entry'], customMessage: 'Mention our spring webinar', companyProfile: profile }, 6);
    expect(new Set(templates.map((t) => t.targetTier))).toEqual(new Set(['elite', 'entry']));
    for (const t of templates) {
      expect(t.category).toBe('free-trial');
      expect(t.content).toContain('HomeBeacon');
      expect(t.content).toMatch(/7-day|7 days|trial/i);
      expect(t.content).toContain('Also worth knowing: our spring webinar.');
    }
    const refined = writeOffline(refineWizardTask, { originalTemplates: templates, feedback: 'Make them shorter please', goal: 'free-trial', tiers: ['elite', 'entry'], companyProfile: profile }, 6);
    expect(refined.templates.map((t) => t.id)).toEqual(templates.map((t) => t.id));
    refined.templates.forEach((t, i) => expect(t.content.length).toBeLessThan(templates[i]!.content.length));
    const urgent = writeOffline(refineWizardTask, { originalTemplates: templates, feedback: 'Add more urgency', goal: 'free-trial', tiers: ['elite'], companyProfile: profile }, 6);
    urgent.templates.forEach((t, i) => expect(t.subjectLine).not.toBe(templates[i]!.subjectLine));
  });

  it('texts fit one segment once their variables are filled and end with the opt-out', () => {
    for (const seed of seeds) {
      const { templates } = writeOffline(smsWizardTask, { goal: 'demo', tiers: ['elite', 'active'], customMessage: 'Spring special', companyProfile: { ...profile, name: 'A Very Long Company Name Incorporated', keyBenefits: ['x'.repeat(250)] } }, seed);
      for (const t of templates) {
        expect(t.estimatedLength).toBe(estimatedSmsLength(t.message));
        expect(t.estimatedLength).toBeLessThanOrEqual(160);
        expect(t.message).toMatch(/Reply STOP to opt out$/);
      }
    }
  });
});
