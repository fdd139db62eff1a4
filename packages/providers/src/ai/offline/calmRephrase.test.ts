import { describe, expect, it } from 'vitest';
import { rephrasedParagraph, rephrasedSentence } from './calmRephrase.ts';

describe('calm rephrasing', () => {
  it('puts trigger phrases plainly and keeps the sentence', () => {
    expect(rephrasedSentence('CLICK HERE to get our amazing product!!!')).toBe('Reply to this e-mail to get our product.');
    expect(rephrasedSentence('WE FOLLOW UP WITH EVERY LEAD!!!')).toBe('We follow up with every lead.');
    expect(rephrasedSentence('Sign up now to see your listings everywhere.')).toBe('Join to see your listings everywhere.');
  });

  it('keeps the offer and questions, whatever phrases they use', () => {
    expect(rephrasedSentence('Start your 7-day free trial today, then $49 per month.')).toBe('Start your 7-day free trial today, then $49 per month.');
    expect(rephrasedSentence('Book a demo now, no obligation!')).toBe('Book a demo.');
    expect(rephrasedSentence('Got a minute this week, no strings attached?')).toBe('Got a minute this week?');
  });

  it('leaves out sentences that are only pressure, bait or deceit', () => {
    expect(rephrasedSentence('ACT NOW!!!')).toBeNull();
    expect(rephrasedSentence('This is a limited time offer.')).toBeNull();
    expect(rephrasedSentence('Get paid to list homes!')).toBeNull();
    expect(rephrasedSentence('This is not spam.')).toBeNull();
  });

  it('rewords a paragraph line by line, bullets and links kept', () => {
    expect(rephrasedParagraph('ACT NOW!!! This is a limited time offer. We list homes in Austin.\n• Publish to 20 portals\n• AMAZING descriptions')).toBe('We list homes in Austin.\n• Publish to 20 portals');
    expect(rephrasedParagraph('CLICK HERE: http://bit.ly/deal')).toBe('');
    expect(rephrasedParagraph('Our tour: https://example.com/tour')).toBe('Our tour: https://example.com/tour');
    expect(rephrasedParagraph('We have a product for you')).toBe('We have a product for you.');
  });
});
