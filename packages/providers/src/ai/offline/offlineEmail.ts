import type { GenerateEmailInput } from '@outreach/contracts';
import type { Dice } from './dice.ts';
import { bullets, clip, greeting, lowerFirst, signature, upperFirst, voiceOf, type Voice } from './voice.ts';

type CampaignType = GenerateEmailInput['campaignType'];

const OPENERS: Record<CampaignType, readonly ((v: Voice) => string)[]> = {
  introduction: [
    (v) => `I'm reaching out from ${v.company}. ${v.about}`,
    (v) => `Agents in {{city}} keep telling us the same thing: there are not enough hours for listings, follow-ups and clients. That is why we built ${v.company}.`,
    (v) => `A quick introduction: I work with ${v.audience} at ${v.company}. ${v.about}`,
    (v) => `I came across your work at {{company}} and thought ${v.company} could save you real time every week.`,
    (v) => `${v.about} I'd love to show you how it could work for your listings in {{city}}.`,
  ],
  'product-update': [
    (v) => `We have just shipped something at ${v.company} that we think you will want to see.`,
    (v) => `Here is what is new at ${v.company} this month, in two minutes of reading.`,
    (v) => `You asked, we built it: the latest ${v.company} update is live today.`,
    (v) => `A short update from ${v.company}: a few things changed that make your week easier.`,
  ],
  'demo-request': [
    (v) => `Could I show you ${v.company} in 15 minutes, on one of your own listings?`,
    (v) => `I'd like to offer you a short, no-pressure walkthrough of ${v.company}.`,
    (v) => `Seeing it beats reading about it, so here is an invitation: a 15-minute demo of ${v.company}, at a time that suits you.`,
    (v) => `Many agents in {{city}} have asked how ${v.company} works in practice, so we are opening a few demo slots this week.`,
  ],
};

const VALUE_INTROS: Record<CampaignType, readonly string[]> = {
  introduction: ['Here is what agents use it for most:', 'In short, you get:', 'What that means for you:', 'A few things agents like you rely on:'],
  'product-update': ["What's new:", 'The highlights:', 'What changed for you:', 'In this update:'],
  'demo-request': ['In 15 minutes I will show you:', 'On the call we will cover:', 'You will see:', 'We will walk through:'],
};

const FOCUS_LINES: readonly ((focus: string) => string)[] = [
  (f) => `This time we are focusing on ${lowerFirst(f)}, because it is where most agents lose time.`,
  (f) => `One thing in particular: ${lowerFirst(f)}.`,
  (f) => `If ${lowerFirst(f)} matters to you, this is worth a look.`,
  (f) => `We paid special attention to ${lowerFirst(f)}.`,
];

const PROOF: readonly ((v: Voice) => string)[] = [
  () => 'Agents who switched tell us they get back hours every week, and their listings look sharper.',
  (v) => `It takes about ten minutes to get started, and ${v.team} helps you move your listings over.`,
  () => 'There is nothing to install and it works on your phone between showings.',
  () => 'Most agents see their first results within the first week.',
];

const CTAS: Record<CampaignType, readonly string[]> = {
  introduction: ['Would you be open to a quick look? Just reply to this e-mail.', 'Start your 7-day free trial today and see it on your own listings.', 'If it sounds useful, reply "yes" and I will send you the details.'],
  'product-update': ['Log in to try it now, or reply with any questions.', 'Have a look today and tell us what you think.', 'Reply if you would like a quick tour of the new features.'],
  'demo-request': ['Reply with a time that works for you, or pick a slot this week.', 'Does Tuesday or Thursday suit you better? Reply and I will send an invite.', 'Just reply "demo" and I will set it up.'],
};

const SUBJECTS: Record<CampaignType, readonly ((v: Voice) => string)[]> = {
  introduction: [
    (v) => `{{firstName}}, meet ${v.company}`,
    () => 'More listings, less busywork',
    () => 'A faster way to market your listings',
    (v) => `Quick intro from ${v.company}`,
    () => 'An idea for your {{city}} listings',
  ],
  'product-update': [
    (v) => `New in ${v.company} this month`,
    () => "{{firstName}}, here's what's new",
    () => 'Your listings just got easier',
    (v) => `${v.Company} update: built for you`,
  ],
  'demo-request': [
    () => '15 minutes, {{firstName}}?',
    (v) => `See ${v.company} on your own listing`,
    () => 'A quick demo this week?',
    () => 'Can I show you something?',
  ],
};

/** An e-mail of the asked kind in the profile's voice: a greeting, an opener, benefits, proof, a call to action. */
export function offlineEmail(input: GenerateEmailInput, dice: Dice): { content: string; subjectLines: string[] } {
  const voice = voiceOf(input.companyProfile);
  const type = input.campaignType;
  const benefits = dice.sample(voice.benefits, Math.min(voice.benefits.length, dice.int(3, 4)));
  const focus = input.specificFocus?.trim();
  const cta = input.callToAction?.trim();
  const parts = [
    greeting(voice, dice),
    dice.pick(OPENERS[type])(voice),
    `${dice.pick(VALUE_INTROS[type])}\n${bullets(benefits)}`,
    [focus ? dice.pick(FOCUS_LINES)(focus) : '', dice.pick(PROOF)(voice)].filter(Boolean).join(' '),
    cta ? `${upperFirst(cta.replace(/[.!]+$/, ''))}: ${lowerFirst(dice.pick(['just reply to this e-mail.', 'reply here and I will take care of the rest.', 'it only takes a minute.']))}` : dice.pick(CTAS[type]),
    signature(voice, dice),
  ];
  const subjects = dice.sample(SUBJECTS[type], 3).map((s) => clip(s(voice), 60));
  if (focus) subjects[2] = clip(`${upperFirst(focus)}: ${dice.pick(['a better way', 'what changes for you', 'see how'])}`, 60);
  return { content: parts.join('\n\n'), subjectLines: subjects };
}
