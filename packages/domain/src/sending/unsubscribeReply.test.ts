import { describe, expect, it } from 'vitest';
import { asksToUnsubscribe } from './unsubscribeReply.ts';

const reply = (snippet: string, subject = 'Re: New rentals near you, Ana') => ({ subject, snippet });

describe('asksToUnsubscribe', () => {
  it.each([
    'Unsubscribe',
    'STOP',
    'Remove.',
    'Please remove me from your list.',
    'Please take me off your mailing list, thanks',
    'stop emailing me',
    'Stop sending these!',
    "Don't email me again.",
    'Do not contact us.',
    'I want to opt out',
    'Opt me out please',
    'No more emails please',
    'Not interested. Leave me alone.',
    'Kindly unsubscribe my email address',
    'remove my email from your database',
    'Désabonnez-moi, unsubscribe',
  ])('reads "%s" as asking to be unsubscribed', (text) => {
    expect(asksToUnsubscribe(reply(text))).toBe(true);
  });

  it.each([
    'Yes, tell me more about the free trial',
    'How much is it after the 7 days?',
    "Please don't remove me, I just have no time this week",
    'How do I remove my listings from Zillow with your tool?',
    'Stop by the office on Tuesday',
    '',
  ])('does not read "%s" as asking to be unsubscribed', (text) => {
    expect(asksToUnsubscribe(reply(text))).toBe(false);
  });

  it('does not take our own footer, carried below a reply without quoting, for the recipient asking', () => {
    const ours = 'Hi Ana,\n\nThree new rentals came up.\n\nListingPro, 500 Congress Ave, Austin, TX 78701\nTo stop receiving these e-mails, unsubscribe here: https://outreach.example/unsubscribe/abc';
    expect(asksToUnsubscribe(reply(`Sounds good, call me.\n\n${ours}`))).toBe(false);
    expect(asksToUnsubscribe(reply(`Please unsubscribe me.\n\n${ours}`))).toBe(true);
  });

  it('reads a subject the recipient wrote, never ours repeated after "Re:"', () => {
    expect(asksToUnsubscribe(reply('', 'Unsubscribe'))).toBe(true);
    expect(asksToUnsubscribe(reply('Sounds good', 'Re: Stop sending listings by hand'))).toBe(false);
    expect(asksToUnsubscribe(reply('Sounds good', 'AW: Stop sending listings by hand'))).toBe(false);
  });
});
