import { describe, expect, it } from 'vitest';
import { analyzeContent, type ContentFinding } from './analyzeContent.ts';
import { emailDeliverabilityAnswer, expectedImpact, templateDeliverabilityAnswer } from './deliverabilityAnswers.ts';
import { messageParts } from './messageParts.ts';
import { spamPhrasesIn } from './spamPhrases.ts';
import { SPAM_TRIGGERS } from './spamTriggerWords.ts';

/** A careful first e-mail to an agent: personal, specific, one https link, unsubscribe line and address. */
const GOOD = {
  subject: '{{firstName}}, a faster way to list homes in {{city}}',
  content: `Hi {{firstName | default: "there"}},

I work with agents at {{company}} and across {{city}} who want to spend less time on paperwork and more time with clients. ListingPro builds a listing page, syndicates it to the major portals and tracks every lead in one place.

Agents with {{listingCount}} listings like yours usually get back about five hours a week. You can try it for 7 days before you decide, and setting it up takes ten minutes.

Would a short call on Thursday work to show you how it fits your workflow? Here is a two-minute overview: https://listingpro.example.com/overview

Kind regards,
Dana Miller
ListingPro, 500 Congress Ave, Austin, TX 78701
To stop these e-mails, unsubscribe here: https://listingpro.example.com/unsubscribe`,
};

/** Everything a filter hates at once. */
const BAD = {
  subject: 'FREE!!! ACT NOW - 100% GUARANTEED CASH BONUS',
  content: 'CLICK HERE to claim your FREE GIFT!!! Limited time, act now: bit.ly/xyz http://192.168.1.5/win <img src="a.png"><img src="b.png">',
};

const categories = (findings: readonly ContentFinding[]) => findings.map((finding) => `${finding.area}/${finding.category}/${finding.severity}`);

describe('analyzeContent', () => {
  it('scores a careful, personal e-mail as deliverable: grade A, low risk, its strengths named', () => {
    const analysis = analyzeContent(GOOD);
    expect(analysis).toMatchObject({ score: 100, grade: 'A', spamRisk: 'low', findings: [] });
    expect(analysis.strengths).toEqual([
      'No spam trigger words',
      'Subject line length (43 characters) fits on a phone screen',
      'The subject line is personalised with the recipient’s details',
      'Content length (114 words) is easy to read',
      'Personalised with {{firstName}}, {{company}}, {{city}}, {{listingCount}}',
      'Has a way to unsubscribe',
      'Shows a postal address',
      'Links are few (2) and show where they go',
      'Text only: no image-to-text imbalance',
    ]);
  });

  it('scores a spammy e-mail 0 (F, high risk), every problem with its fix, costliest first', () => {
    const analysis = analyzeContent(BAD);
    expect(analysis).toMatchObject({ score: 0, grade: 'F', spamRisk: 'high' });
    expect(categories(analysis.findings)).toEqual([
      'subject/spam-words/critical',
      'content/images/critical',
      'content/spam-words/critical',
      'subject/formatting/critical',
      'content/length/critical',
      'content/compliance/critical',
      'content/links/critical',
      'content/links/critical',
      'subject/formatting/warning',
      'content/compliance/warning',
      'content/formatting/warning',
      'content/formatting/warning',
      'content/personalization/warning',
      'content/images/info',
      'subject/personalization/info',
      'content/links/info',
      'subject/spam-words/info',
    ]);
    expect(analysis.findings[0]).toEqual({
      area: 'subject',
      severity: 'critical',
      category: 'spam-words',
      issue: 'The subject line uses words spam filters watch for: "100% guaranteed", "cash bonus", "act now", "free"',
      recommendation: 'Replace "100% guaranteed", "cash bonus", "act now" with plain, specific wording (say what the agent gets, e.g. "list a home in 10 minutes")',
      points: 35,
    });
    expect(analysis.findings.find((f) => f.category === 'links' && f.issue.startsWith('Shortened'))?.issue).toBe('Shortened links hide where they go: "bit.ly"');
  });

  it('counts the unsubscribe link and postal address the sending footer adds', () => {
    const bare = { ...GOOD, content: GOOD.content.replace(/ListingPro, 500[^\n]*\n/, '').replace(/To stop these[^\n]*$/, '') };
    expect(categories(analyzeContent(bare).findings)).toEqual(['content/compliance/critical', 'content/compliance/warning']);
    const withFooter = analyzeContent(bare, { footer: { unsubscribe: true, postalAddress: true } });
    expect(withFooter.findings).toEqual([]);
    expect(withFooter.strengths).toContain('The sending footer adds a one-click unsubscribe link to every campaign e-mail');
  });

  it.each([
    ['Re: your listings', 'subject/formatting/warning', 'The subject line starts with "Re:" or "Fwd:" although this is a first message'],
    ['Hi', 'subject/length/warning', 'The subject line is short (2 characters)'],
    [`{{firstName}}, ${'a very long subject line that keeps going '.repeat(3)}`, 'subject/length/warning', expect.stringMatching(/^The subject line is long \(\d+ characters\)/)],
    ['{{firstName}}, GREAT tools for your listings', 'subject/formatting/warning', 'The subject line has words in capitals: "GREAT"'],
    ['{{firstName}}, 50% less time on your listing tools', 'subject/spam-words/info', 'The subject line names a price or percentage'],
    ['{{firstName}}, listings in {{city}} 🏡🏡🏡', 'subject/formatting/info', 'The subject line has 3 emoji'],
  ])('subject %j: %s', (subject, kind, issue) => {
    const finding = analyzeContent({ ...GOOD, subject }).findings.find((f) => `${f.area}/${f.category}/${f.severity}` === kind);
    expect(finding?.issue).toEqual(issue);
  });

  it('does not count names in capitals (MLS, CRM, REALTOR) as shouting', () => {
    const analysis = analyzeContent({ ...GOOD, subject: '{{firstName}}, your MLS and CRM in one place for REALTORS' });
    expect(analysis.findings.filter((f) => f.category === 'formatting')).toEqual([]);
  });

  it('flags links: a shortener, a disguised link, many domains, plain http', () => {
    const links = ['https://a.example.com', 'https://b-site.com', 'https://c-site.net', 'http://d-site.org', 'https://e-site.io', 'https://f-site.co'].join(' ');
    const content = `${GOOD.content}\n${links}\n<a href="https://tinyurl.com/abc">www.listingpro.example.com</a>`;
    const issues = analyzeContent({ ...GOOD, content }).findings.filter((f) => f.category === 'links').map((f) => f.issue);
    expect(issues).toEqual([
      'Shortened links hide where they go: "tinyurl.com"',
      'A link shows one address but goes to another',
      'The content has 9 links',
      'Links go to 7 different domains',
      'A link uses http instead of https',
    ]);
  });

  it('weighs images against text and asks for alt text', () => {
    const images = Array.from({ length: 3 }, (_, i) => `<img src="https://listingpro.example.com/${i}.png" alt="Screenshot ${i}">`).join('');
    const mostlyImages = analyzeContent({ ...GOOD, content: `<p>Hi {{firstName}}, see our tool. Unsubscribe anytime. 500 Congress Ave, Austin, TX 78701</p>${images}` });
    expect(mostlyImages.findings.find((f) => f.category === 'images')).toMatchObject({ severity: 'critical', issue: 'The message is mostly images (3 images, 13 words of text)' });
    const balanced = analyzeContent({ ...GOOD, content: `<p>${GOOD.content}</p><img src="https://listingpro.example.com/a.png">` });
    expect(balanced.findings.map((f) => f.issue)).toEqual(['1 image has no alt text']);
  });

  it('reads HTML as a reader does: text only, scripts and styles left out', () => {
    expect(messageParts('<style>p{color:red}</style><p>Hello&nbsp;<b>there</b></p><script>x()</script>')).toMatchObject({ html: true, text: '\nHello\u00a0there', images: [], links: [] });
  });

  it('reports a broken placeholder as a template problem and still scores the rest', () => {
    const analysis = analyzeContent({ ...GOOD, subject: 'Hi {{fristName}}, listings in {{city}}' });
    expect(analysis.findings[0]).toMatchObject({ area: 'subject', category: 'template', severity: 'warning', issue: expect.stringContaining('unknown variable {{fristName}}') });
    expect(analysis.score).toBe(92);
  });

  it('asks for personalisation and an unsubscribe line when the content has neither', () => {
    const plain = analyzeContent({ subject: 'A faster way to list homes in Austin', content: GOOD.content.replace(/\{\{[^}]+\}\}/g, 'Austin').replace(/To stop these[^\n]*$/, '') });
    expect(plain.findings.map((f) => f.recommendation)).toEqual([
      'Add an unsubscribe line (the law requires one in marketing e-mail), or set PUBLIC_URL to the https address of this server so the footer adds it',
      'Greet the agent by name ({{firstName}}) and mention their market ({{city}})',
      'Add {{firstName}} or {{city}} to the subject line',
    ]);
    expect(plain).toMatchObject({ score: 76, grade: 'C', spamRisk: 'medium' });
  });
});

describe('spam phrases', () => {
  it('finds whole phrases once, the longest first, ignoring case and line breaks', () => {
    expect(spamPhrasesIn('Start your FREE trial. Totally\nfree, no obligation!').map((t) => t.phrase)).toEqual(['no obligation', 'totally free', 'free trial']);
    expect(spamPhrasesIn('Unsubscribe or sign-up freely')).toEqual([]);
  });

  it('lists each phrase once, in lower case, with a weight and a category', () => {
    const phrases = SPAM_TRIGGERS.map((t) => t.phrase);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const trigger of SPAM_TRIGGERS) expect(trigger.phrase).toBe(trigger.phrase.toLowerCase().trim());
  });
});

describe('the two answers', () => {
  it('analyze-deliverability: score, grade, risk, and sentences', () => {
    const answer = emailDeliverabilityAnswer(analyzeContent(BAD));
    expect(answer).toMatchObject({ score: 0, grade: 'F', spamRisk: 'high', strengths: ['Subject line length (44 characters) fits on a phone screen'] });
    expect(answer.issues).toHaveLength(17);
    expect(new Set(answer.recommendations).size).toBe(answer.recommendations.length);
  });

  it('analyze-template-deliverability: issues by severity and category, the five improvements worth most', () => {
    const answer = templateDeliverabilityAnswer(analyzeContent(BAD));
    expect(answer.overallScore).toBe(0);
    expect(answer.issues[0]).toEqual({ severity: 'critical', category: 'spam-words', issue: expect.any(String), recommendation: expect.any(String) });
    expect(answer.improvements).toHaveLength(5);
    expect(answer.improvements[0]).toEqual({ area: 'Subject line: Wording', suggestion: expect.stringMatching(/^Replace/), expectedImpact: 'High (+35 points)' });
    expect(templateDeliverabilityAnswer(analyzeContent(GOOD))).toEqual({ overallScore: 100, subjectScore: 100, contentScore: 100, spamRisk: 'low', issues: [], improvements: [] });
    expect([expectedImpact(1), expectedImpact(6)]).toEqual(['Low (+1 point)', 'Medium (+6 points)']);
  });

  it('scores the subject line and the content each by its own findings', () => {
    const answer = templateDeliverabilityAnswer(analyzeContent({ subject: 'FREE!!! ACT NOW', content: GOOD.content }));
    expect(answer.contentScore).toBe(100);
    expect(answer.subjectScore).toBe(answer.overallScore);
    expect(answer.subjectScore).toBeLessThan(60);
    const plainSubject = templateDeliverabilityAnswer(analyzeContent({ subject: GOOD.subject, content: 'CLICK HERE bit.ly/win' }));
    expect([plainSubject.subjectScore, plainSubject.contentScore < 60]).toEqual([100, true]);
  });
});
