import {
  contentWizardTask,
  generateEmailTask,
  generateMarketingIdeasTask,
  generatePersonalizedMessageTask,
  generateSubjectLinesTask,
  improveContentTask,
  optimizeTemplateTask,
  refineWizardTask,
  smsWizardTask,
  writeOffline,
  type ContentTask,
} from '@outreach/providers';
import { valueFigure } from '../support/figures.ts';
import { percentile } from '../support/stats.ts';
import type { Figure, Suite } from '../support/suite.ts';

/** Calls per generator; each with a fresh seed, as the endpoints call it. */
const CALLS = 2_000;
const TARGET_MS = 50;

const profile = {
  name: 'HomeBeacon',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'friendly' as const,
  companyDescription: 'HomeBeacon is the listing workspace for agents who would rather sell than type. It publishes everywhere at once.',
  keyBenefits: ['Save 10 hours per week', 'Automated lead follow-up', 'MLS sync in one click', 'AI listing descriptions'],
};
const contact = { firstName: 'Ana', lastName: 'Ruiz', agentName: 'Ana Ruiz', company: 'Lone Star Realty', city: 'Austin', state: 'TX', listingCount: 23, totalListingsForRent: 2, yearsExperience: 12, serviceAreas: 'Travis County, Round Rock' };
const email = writeOffline(generateEmailTask, { companyProfile: profile, campaignType: 'introduction', specificFocus: 'lead follow-up' }, 1).content;
const wizard = writeOffline(contentWizardTask, { goal: 'demo', tiers: ['elite', 'active'], companyProfile: profile }, 1).templates;

/** The plainest answer a writer could give: one canned text with the profile's name put in. */
const CANNED = 'Hi {{firstName}},\n\n{{name}} helps real estate agents win more listings with less busywork. Would you like to see how?\n\nBest regards,\nThe {{name}} team';
const canned = () => ({ content: CANNED.replaceAll('{{name}}', profile.name) });

interface Case {
  name: string;
  run: () => unknown;
}

const offline = <I, O extends Record<string, unknown>, R>(task: ContentTask<I, O, R>, input: I): Case => ({ name: task.endpoint, run: () => writeOffline(task, input) });

const CASES: Case[] = [
  offline(generateEmailTask, { companyProfile: profile, campaignType: 'demo-request', specificFocus: 'spring listings', callToAction: 'Book a demo' }),
  offline(generateSubjectLinesTask, { companyProfile: profile, emailContent: email }),
  offline(improveContentTask, { companyProfile: profile, currentContent: email, improvementFocus: 'More Persuasive' }),
  offline(optimizeTemplateTask, { subject: 'FREE TRIAL - ACT NOW!!!', content: `${email}\n\nCLICK HERE for 100% guaranteed results!!!` }),
  offline(generateMarketingIdeasTask, { targetAudience: 'High performers', campaignType: 'email', specialFocus: 'spring market', companyProfile: profile }),
  offline(generatePersonalizedMessageTask, { contact, messageType: 'introduction', campaignFocus: 'Spring listings', companyProfile: profile }),
  offline(contentWizardTask, { goal: 'free-trial', tiers: ['elite', 'entry'], customMessage: 'Mention our spring webinar', companyProfile: profile }),
  offline(refineWizardTask, { originalTemplates: wizard, feedback: 'Shorter, friendlier and more urgent', goal: 'demo', tiers: ['elite', 'active'], companyProfile: profile }),
  offline(smsWizardTask, { goal: 'trial', tiers: ['moderate', 'entry'], customMessage: 'Spring special', companyProfile: profile }),
];

/** Per-call latencies (ms) of `run` and of the canned answer, interleaved so load falls on both. */
function latencies(run: () => unknown): { value: number[]; baseline: number[] } {
  const value: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < 200; i++) {
    run();
    canned();
  }
  for (let i = 0; i < CALLS; i++) {
    const order = i % 2 === 0 ? [run, canned] : [canned, run];
    for (const fn of order) {
      const start = performance.now();
      fn();
      (fn === run ? value : baseline).push(performance.now() - start);
    }
  }
  return { value, baseline };
}

export const offlineWriterSuite: Suite = {
  name: 'offlineWriter',
  description: 'the offline writer of every content generator: p95 per call against one canned text with the name put in',
  async run({ log }) {
    return CASES.map((c): Figure => {
      log(`offline writer: ${c.name}`);
      const samples = latencies(c.run);
      const p95 = percentile(samples.value, 95);
      return valueFigure({
        id: `offlineWriter.${c.name}.p95`,
        name: `offline ${c.name}, p95 per call`,
        unit: 'ms',
        better: 'lower',
        value: p95,
        baseline: percentile(samples.baseline, 95),
        baselineDescription: 'one canned text with the company name replaced, p95',
        statedTarget: { text: `p95 < ${TARGET_MS} ms`, met: p95 < TARGET_MS },
        samples: { latenciesMs: samples },
        notes: `${CALLS} calls, a fresh seed each`,
      });
    });
  },
};
