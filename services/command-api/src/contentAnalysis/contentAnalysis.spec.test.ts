import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem } from '../commandApiSpec.ts';

const api = commandApiSpec('content_analysis');

const SPAMMY = { subject: 'FREE!!! ACT NOW', content: 'CLICK HERE for your FREE GIFT: bit.ly/win' };
const CAREFUL = {
  subject: '{{firstName}}, a faster way to list homes in {{city}}',
  content: [
    'Hi {{firstName | default: "there"}},',
    'I work with agents at {{company}} and across {{city}} who want to spend less time on paperwork and more with clients.',
    'ListingPro builds a listing page, syndicates it to the major portals and tracks every lead in one place.',
    'Would a short call on Thursday work? Here is a two-minute overview: https://listingpro.example.com/overview',
    'Dana Miller, ListingPro, 500 Congress Ave, Austin, TX 78701. Unsubscribe: https://listingpro.example.com/unsubscribe',
  ].join('\n\n'),
};

describe('content analysis', () => {
  it('analyze-deliverability answers score, grade, spam risk, strengths, issues and recommendations, and records nothing', async () => {
    const answer = await api.when({ method: 'POST', url: '/api/ai/analyze-deliverability', payload: { emailContent: SPAMMY.content, subjectLine: SPAMMY.subject } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      score: expect.any(Number),
      grade: 'F',
      spamRisk: 'high',
      strengths: expect.any(Array),
      issues: expect.arrayContaining(['Shortened links hide where they go: "bit.ly"']),
      recommendations: expect.arrayContaining(['Link to your own domain with the full address instead of a link shortener']),
    });
    expect(answer.body!.score).toBeLessThan(40);
    // This server adds the unsubscribe link and the postal address to every marketing e-mail (https PUBLIC_URL, SENDER_POSTAL_ADDRESS).
    expect(answer.body!.issues).not.toContain('No way to unsubscribe');
    expect(answer.events).toEqual([]);
    const careful = await api.when({ method: 'POST', url: '/api/ai/analyze-deliverability', payload: { emailContent: CAREFUL.content, subjectLine: CAREFUL.subject } });
    expect(careful.body).toMatchObject({ grade: 'A', spamRisk: 'low', issues: [] });
  });

  it('analyze-template-deliverability answers overallScore, subjectScore, contentScore, spamRisk, issues with severity and category, improvements', async () => {
    const answer = await api.when({ method: 'POST', url: '/api/ai/analyze-template-deliverability', payload: SPAMMY });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ spamRisk: 'high', subjectScore: expect.any(Number), contentScore: expect.any(Number) });
    expect((answer.body!.issues as unknown[])[0]).toEqual({ severity: 'critical', category: expect.any(String), issue: expect.any(String), recommendation: expect.any(String) });
    expect((answer.body!.improvements as unknown[]).length).toBeGreaterThan(0);
    expect((answer.body!.improvements as unknown[])[0]).toEqual({ area: expect.any(String), suggestion: expect.any(String), expectedImpact: expect.stringMatching(/^High \(\+\d+ points\)$/) });
    expect(answer.events).toEqual([]);
  });

  it('analyze-template-deliverability scores a subject on its own (the Content Analyzer needs only a subject)', async () => {
    const answer = await api.when({ method: 'POST', url: '/api/ai/analyze-template-deliverability', payload: { subject: 'FREE!!! Act now', content: '' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subjectScore: expect.any(Number), contentScore: expect.any(Number), overallScore: expect.any(Number) });
    expect(answer.body!.subjectScore as number).toBeLessThan(80);
    expect(answer.events).toEqual([]);
  });

  it.each([
    ['/api/ai/analyze-deliverability', { emailContent: 'Hello', subjectLine: '  ' }, 'Please provide both email content and subject line'],
    ['/api/ai/analyze-deliverability', { subjectLine: 'Hi' }, 'Please provide both email content and subject line'],
    ['/api/ai/analyze-template-deliverability', { subject: ' ', content: 'Hello' }, 'Please enter a subject line to analyze'],
    ['/api/ai/analyze-template-deliverability', { subject: 'Hi' }, 'content must be text'],
    ['/api/ai/analyze-template-deliverability', { subject: 'Hi', content: 'x', extra: 1 }, /extra/],
  ])('%s refuses %j with 400', async (url, payload, message) => {
    expectProblem(await api.when({ method: 'POST', url, payload }), 400, message);
  });
});
