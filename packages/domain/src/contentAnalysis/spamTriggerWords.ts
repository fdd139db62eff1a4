/**
 * Words and phrases that content filters and recipients commonly treat as signs of bulk or
 * deceptive mail. No maintained package of such phrases exists on npm (the ones there are
 * abandoned single-file lists), so the list lives here, grouped by why a phrase hurts.
 *
 * Sources of the kind of phrase listed: SpamAssassin's body and subject rules (money, urgency and
 * "guarantee" patterns such as ADVANCE_FEE, FREE_MONEY, URG_BIZ), and the trigger-word guidance
 * published by mailbox providers and e-mail service providers. Weights are ours: 1 = mild on its own
 * (common in honest mail, e.g. "free trial"), 2 = a clear warning sign, 3 = typical of spam.
 * Matching is case-insensitive on whole words; a phrase found in the subject counts double.
 *
 * To change the list, add or remove entries; the "spam phrases" tests in analyzeContent.test.ts check each entry's form.
 */

export type SpamCategory = 'money' | 'urgency' | 'free' | 'hype' | 'pressure' | 'deceptive';

export interface SpamTrigger {
  phrase: string;
  weight: 1 | 2 | 3;
  category: SpamCategory;
}

const t = (category: SpamCategory, weight: 1 | 2 | 3, phrases: string[]): SpamTrigger[] => phrases.map((phrase) => ({ phrase, weight, category }));

export const SPAM_TRIGGERS: readonly SpamTrigger[] = [
  ...t('money', 3, ['cash bonus', 'earn money', 'make money', 'extra cash', 'double your', 'million dollars', 'money back', 'no credit check', 'free money', 'get paid', 'pure profit', 'financial freedom', 'earn $', '$$$', 'billion dollars', 'investment opportunity', 'get rich', 'get rich quick']),
  ...t('money', 2, ['lowest price', 'best price', 'cheap', 'discount', 'save big', 'big savings', 'cash', 'income', 'profit', 'credit card', 'fast cash', 'hidden charges', 'refinance']),
  ...t('money', 1, ['save', 'price', 'bargain', 'affordable', 'deal']),
  ...t('urgency', 3, ['act now', 'act immediately', 'urgent response', 'expires today', 'last chance', 'don’t delete', "don't delete", 'immediate action required', 'final notice']),
  ...t('urgency', 2, ['limited time', 'urgent', 'hurry', 'now only', 'offer expires', 'only today', 'while supplies last', 'time is running out', 'don’t miss out', "don't miss out", 'exclusive deal', 'today only', 'apply now', 'order now', 'buy now', 'call now']),
  ...t('urgency', 1, ['now', 'instant', 'immediately', 'deadline', 'expires']),
  ...t('free', 3, ['100% free', 'totally free', 'absolutely free', 'free gift', 'free access', 'free cash', 'free offer', 'free info', 'free membership', 'free preview', 'free quote', 'free sample']),
  ...t('free', 1, ['free', 'free trial', 'no cost', 'complimentary']),
  ...t('hype', 3, ['once in a lifetime', 'miracle', 'amazing offer', 'incredible deal', 'winner', "you've been selected", 'you have been selected', 'congratulations', 'you are a winner', 'prize', 'jackpot']),
  ...t('hype', 2, ['amazing', 'incredible', 'unbelievable', 'best ever', 'revolutionary', 'guaranteed results', 'life-changing', 'breakthrough', 'secret']),
  ...t('hype', 1, ['best', 'exclusive', 'special offer', 'new', 'bonus']),
  ...t('pressure', 3, ['no obligation', 'risk-free', 'risk free', 'no strings attached', 'no questions asked', '100% satisfied', '100% guaranteed', 'satisfaction guaranteed', 'no catch', 'no hidden costs', 'no purchase necessary']),
  ...t('pressure', 2, ['guarantee', 'guaranteed', 'click here', 'click below', 'sign up free today', 'order today', 'what are you waiting for', 'buy direct', 'call free']),
  ...t('pressure', 1, ['click', 'sign up', 'subscribe', 'order']),
  ...t('deceptive', 3, ['this is not spam', "this isn't spam", 'not junk', 'dear friend', 'undisclosed recipient', 'verify your account', 'confirm your password', 'account suspended', 'wire transfer', 'nigerian', 'lottery', 'inheritance', 'beneficiary']),
  ...t('deceptive', 2, ['dear sir', 'dear madam', 'to whom it may concern', 'valued customer', 'as seen on', 'opt in', 'remove me', 'mass email', 'bulk email']),
];
