import { describe, expect, it } from 'vitest';
import { contentFacts, splitGreeting } from './contentFacts.ts';

describe('contentFacts', () => {
  it('reads a greeting that opens a longer line apart from the sentence after it', () => {
    expect(splitGreeting('Hi {{firstName}}, quick note about your listings.')).toEqual({ greeting: 'Hi {{firstName}},', rest: 'Quick note about your listings.' });
    expect(splitGreeting('Hello there')).toEqual({ greeting: 'Hello there', rest: '' });
    expect(splitGreeting('Good morning, Ana!')).toEqual({ greeting: 'Good morning, Ana!', rest: '' });
    expect(splitGreeting('Dear Mr. Smith, we met at the open house.')).toEqual({ greeting: 'Dear Mr. Smith,', rest: 'We met at the open house.' });
    expect(splitGreeting('We make listing software.')).toBeUndefined();
  });

  it('never counts the first line as both the greeting and the body', () => {
    const facts = contentFacts('Hi {{firstName}}, quick note about your listings.');
    expect(facts.greetingLine).toBe('Hi {{firstName}},');
    expect(facts.paragraphs).toEqual(['Quick note about your listings.']);
    expect(contentFacts('Hello there')).toMatchObject({ greetingLine: 'Hello there', paragraphs: [], closing: undefined });
  });

  it('reads a pitch, a question and a sign-off written on one line', () => {
    const facts = contentFacts('Hi there, we make listing software. Want a demo? Thanks, Dana');
    expect(facts).toMatchObject({ greetingLine: 'Hi there,', paragraphs: ['We make listing software. Want a demo?'], closing: 'Thanks, Dana' });
    expect(contentFacts('We make listing software. Thanks for reading.').closing).toBeUndefined();
  });

  it('reads a sign-off and the names under it at the end of the last paragraph', () => {
    const facts = contentFacts('Hi Ana,\n\nWant a demo?\nBest,\nDana Lee');
    expect(facts).toMatchObject({ paragraphs: ['Want a demo?'], closing: 'Best,\nDana Lee' });
    expect(contentFacts('Hi Ana,\n\nWhat you get:\nBest practices:\n• Publish fast').closing).toBeUndefined();
  });

  it('names what the e-mail is about, never a describing word', () => {
    expect(contentFacts('Hi {{firstName}}, quick note about your listings.').topics[0]).toBe('listings');
    expect(contentFacts('Hi {{firstName}}, quick note about your listings.').topics).not.toContain('quick');
  });
});
