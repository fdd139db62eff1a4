import { TEMPLATE_SAMPLE_VALUES } from '@outreach/contracts/templateVariables.ts';
import { checkTemplate, describeProblem } from '../templates/templateCheck.ts';
import { liquidEngines } from '../templates/templateEngine.ts';
import { messageParts, wordsOf, type MessageParts } from './messageParts.ts';
import { spamPhrasesIn } from './spamPhrases.ts';
import { URL_SHORTENER_DOMAINS } from './urlShorteners.ts';

/**
 * A deliverability score for an e-mail's subject and content, from what filters and readers react
 * to: trigger phrases, capitals and punctuation, links and their domains, length, personalisation,
 * the unsubscribe link and postal address the law asks for, and the balance of images and text.
 * Pure and deterministic: the same message always gets the same score, issues and fixes.
 */

export type FindingSeverity = 'critical' | 'warning' | 'info';
export type FindingCategory = 'spam-words' | 'formatting' | 'links' | 'length' | 'personalization' | 'compliance' | 'images' | 'template';
export type FindingArea = 'subject' | 'content';

export interface ContentFinding {
  area: FindingArea;
  severity: FindingSeverity;
  category: FindingCategory;
  /** What is wrong, in one sentence. */
  issue: string;
  /** What to do about it. */
  recommendation: string;
  /** Points it costs the score (out of 100). */
  points: number;
}

export interface ContentAnalysis {
  /** 0–100; 100 less the points of every finding. */
  score: number;
  grade: 'A' | 'B' | 'C' | 'D' | 'F';
  spamRisk: 'low' | 'medium' | 'high';
  strengths: string[];
  /** Every finding, costliest first. */
  findings: ContentFinding[];
}

/** What the sending engine adds to every campaign e-mail, so the content need not carry it. */
export interface AnalysisContext {
  footer: { unsubscribe: boolean; postalAddress: boolean };
}

export const NO_FOOTER: AnalysisContext = { footer: { unsubscribe: false, postalAddress: false } };

/** Words written in capitals that are names, not shouting. */
const ACRONYMS = new Set(['CRM', 'MLS', 'USA', 'FAQ', 'HOA', 'ROI', 'API', 'CEO', 'LLC', 'INC', 'REALTOR', 'REALTORS', 'IDX', 'HTML', 'PDF', 'SMS', 'NAR', 'FSBO', 'AI', 'URL', 'HVAC', 'ASAP', 'CMA', 'KW', 'RE/MAX', 'REMAX', 'IRS', 'FHA', 'VA']);
const UNSUBSCRIBE = /unsubscribe|opt[\s-]?out|stop receiving|manage (?:your )?(?:e-?mail )?preferences|\{\{\s*unsubscribe/i;
const POSTAL_ADDRESS = [
  /\b\d{1,6}\s+(?:[\p{L}\d.'-]+\s+){1,5}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Sq|Square|Ter|Terrace|Cir|Circle)\b/iu,
  /\bP\.?\s?O\.?\s+Box\s+\d+/i,
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/,
];
const FAKE_REPLY = /^\s*(?:re|fw|fwd)\s*:/i;
const EMOJI = /\p{Extended_Pictographic}/gu;

/** Sample values a message is read with; the recipient's own website and address are not links the sender adds. */
const READ_AS: Readonly<Record<string, string>> = { ...TEMPLATE_SAMPLE_VALUES, website: 'their website', email: 'their e-mail address' };

const SUBJECT_IDEAL = { min: 20, max: 60 };
const CONTENT_WORDS = { tooShort: 20, short: 50, long: 800 };

function letters(text: string): { upper: number; total: number } {
  const all = text.match(/\p{L}/gu) ?? [];
  return { upper: all.filter((ch) => ch !== ch.toLowerCase() && ch === ch.toUpperCase()).length, total: all.length };
}

function shoutedWords(text: string): string[] {
  return wordsOf(text).filter((word) => {
    const bare = word.replace(/[^\p{L}]/gu, '');
    return bare.length >= 4 && bare === bare.toUpperCase() && bare !== bare.toLowerCase() && !ACRONYMS.has(bare);
  });
}

const quoteList = (items: readonly string[], max = 4) => {
  const shown = items.slice(0, max).map((item) => `"${item}"`);
  return items.length > max ? `${shown.join(', ')} and ${items.length - max} more` : shown.join(', ');
};

/** The text with sample values in place of its variables (what a reader sees), and whether it is a valid template. */
function asRead(source: string, label: string): { text: string; variables: string[]; problem: ContentFinding | null; area: FindingArea } {
  const area: FindingArea = label === 'Subject' ? 'subject' : 'content';
  const check = checkTemplate(source);
  const first = check.problems[0];
  if (first || !check.parsed) {
    return {
      text: source,
      variables: check.variables,
      area,
      problem: {
        area,
        severity: 'warning',
        category: 'template',
        issue: `${describeProblem(label, first!)}: the template cannot be saved or sent this way`,
        recommendation: 'Fix the placeholder: use a variable from the Add Variable list, written as {{variableName}}',
        points: 8,
      },
    };
  }
  return { text: String(liquidEngines.text.renderSync(check.parsed, READ_AS)), variables: check.variables, problem: null, area };
}

function spamFindings(area: FindingArea, text: string): ContentFinding[] {
  const found = spamPhrasesIn(text);
  if (found.length === 0) return [];
  const factor = area === 'subject' ? 2 : 1;
  const points = Math.min(35, found.reduce((sum, trigger) => sum + (trigger.weight === 3 ? 6 : trigger.weight === 2 ? 3 : 1) * factor, 0));
  const strong = found.filter((trigger) => trigger.weight >= 2).map((trigger) => trigger.phrase);
  const severity: FindingSeverity = points >= 15 ? 'critical' : points >= 6 ? 'warning' : 'info';
  const where = area === 'subject' ? 'The subject line' : 'The content';
  return [
    {
      area,
      severity,
      category: 'spam-words',
      issue: `${where} uses words spam filters watch for: ${quoteList(found.map((trigger) => trigger.phrase))}`,
      recommendation:
        strong.length > 0
          ? `Replace ${quoteList(strong)} with plain, specific wording (say what the agent gets, e.g. "list a home in 10 minutes")`
          : 'Fine in moderation; keep such words few and let specific benefits carry the message',
      points,
    },
  ];
}

function subjectFindings(subject: string, variables: readonly string[]): { findings: ContentFinding[]; strengths: string[] } {
  const findings: ContentFinding[] = [];
  const strengths: string[] = [];
  const length = [...subject.trim()].length;
  if (length < SUBJECT_IDEAL.min) {
    findings.push({ area: 'subject', severity: length < 10 ? 'warning' : 'info', category: 'length', issue: `The subject line is short (${length} characters)`, recommendation: `Say what the e-mail offers in ${SUBJECT_IDEAL.min}–${SUBJECT_IDEAL.max} characters`, points: length < 10 ? 6 : 2 });
  } else if (length > SUBJECT_IDEAL.max) {
    findings.push({ area: 'subject', severity: 'warning', category: 'length', issue: `The subject line is long (${length} characters) and will be cut off on phones`, recommendation: `Keep it under ${SUBJECT_IDEAL.max} characters, the key words first`, points: length > 90 ? 10 : 6 });
  } else {
    strengths.push(`Subject line length (${length} characters) fits on a phone screen`);
  }
  const caps = letters(subject);
  const shouted = shoutedWords(subject);
  if (caps.total >= 6 && caps.upper / caps.total > 0.5) {
    findings.push({ area: 'subject', severity: 'critical', category: 'formatting', issue: 'The subject line is mostly capital letters', recommendation: 'Write the subject in sentence case; capitals read as shouting and trip filters', points: 15 });
  } else if (shouted.length > 0) {
    findings.push({ area: 'subject', severity: 'warning', category: 'formatting', issue: `The subject line has words in capitals: ${quoteList(shouted)}`, recommendation: 'Write them in normal case; use the wording, not capitals, for emphasis', points: 6 });
  }
  const exclamations = (subject.match(/!/g) ?? []).length;
  if (exclamations >= 2 || /[!?]{2,}/.test(subject)) {
    findings.push({ area: 'subject', severity: 'warning', category: 'formatting', issue: 'The subject line has repeated exclamation or question marks', recommendation: 'Use at most one punctuation mark at the end of the subject, or none', points: 8 });
  } else if (exclamations === 1) {
    findings.push({ area: 'subject', severity: 'info', category: 'formatting', issue: 'The subject line has an exclamation mark', recommendation: 'Subjects without exclamation marks look less promotional', points: 2 });
  }
  if (/\$\s?\d|\d\s?%/.test(subject)) {
    findings.push({ area: 'subject', severity: 'info', category: 'spam-words', issue: 'The subject line names a price or percentage', recommendation: 'Keep prices and discounts for the body; lead with the benefit', points: 2 });
  }
  if (FAKE_REPLY.test(subject)) {
    findings.push({ area: 'subject', severity: 'warning', category: 'formatting', issue: 'The subject line starts with "Re:" or "Fwd:" although this is a first message', recommendation: 'Remove the prefix; a fake reply misleads readers and is penalised by filters', points: 8 });
  }
  const emoji = (subject.match(EMOJI) ?? []).length;
  if (emoji > 1) {
    findings.push({ area: 'subject', severity: 'info', category: 'formatting', issue: `The subject line has ${emoji} emoji`, recommendation: 'Use one emoji at most', points: 2 });
  }
  if (variables.length > 0) strengths.push('The subject line is personalised with the recipient’s details');
  else findings.push({ area: 'subject', severity: 'info', category: 'personalization', issue: 'The subject line is the same for every recipient', recommendation: 'Add {{firstName}} or {{city}} to the subject line', points: 3 });
  return { findings, strengths };
}

function linkFindings(parts: MessageParts): { findings: ContentFinding[]; strengths: string[] } {
  const findings: ContentFinding[] = [];
  const strengths: string[] = [];
  const { links } = parts;
  if (links.length === 0) return { findings, strengths };
  const shortened = links.filter((link) => URL_SHORTENER_DOMAINS.has(link.domain) || URL_SHORTENER_DOMAINS.has(link.hostname));
  if (shortened.length > 0) {
    findings.push({ area: 'content', severity: 'critical', category: 'links', issue: `Shortened links hide where they go: ${quoteList([...new Set(shortened.map((link) => link.hostname))])}`, recommendation: 'Link to your own domain with the full address instead of a link shortener', points: 15 });
  }
  const numeric = links.filter((link) => link.isIp);
  if (numeric.length > 0) {
    findings.push({ area: 'content', severity: 'critical', category: 'links', issue: 'A link points to a bare IP address', recommendation: 'Link to a named domain you own', points: 15 });
  }
  const disguised = links.filter((link) => {
    if (!link.text) return false;
    const shown = /(?:https?:\/\/)?((?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,})/iu.exec(link.text)?.[1]?.toLowerCase();
    return shown !== undefined && !shown.endsWith(link.domain);
  });
  if (disguised.length > 0) {
    findings.push({ area: 'content', severity: 'critical', category: 'links', issue: 'A link shows one address but goes to another', recommendation: 'Make the visible link text match where the link goes', points: 15 });
  }
  const insecure = links.filter((link) => !link.secure && !link.isIp);
  if (insecure.length > 0) {
    findings.push({ area: 'content', severity: 'info', category: 'links', issue: `${insecure.length === 1 ? 'A link uses' : `${insecure.length} links use`} http instead of https`, recommendation: 'Use https links', points: 3 });
  }
  if (links.length > 5) {
    findings.push({ area: 'content', severity: 'warning', category: 'links', issue: `The content has ${links.length} links`, recommendation: 'Keep to one clear call to action and at most three links', points: 6 });
  }
  const domains = new Set(links.map((link) => link.domain));
  if (domains.size > 3) {
    findings.push({ area: 'content', severity: 'warning', category: 'links', issue: `Links go to ${domains.size} different domains`, recommendation: 'Link to your own domain; every extra domain is one more reputation the message depends on', points: 5 });
  }
  if (shortened.length === 0 && numeric.length === 0 && links.length <= 3) strengths.push(`Links are few (${links.length}) and show where they go`);
  return { findings, strengths };
}

function imageFindings(parts: MessageParts): { findings: ContentFinding[]; strengths: string[] } {
  const findings: ContentFinding[] = [];
  const { images, words } = parts;
  if (images.length === 0) return { findings, strengths: ['Text only: no image-to-text imbalance'] };
  if (words.length < CONTENT_WORDS.short) {
    findings.push({ area: 'content', severity: 'critical', category: 'images', issue: `The message is mostly images (${images.length} image${images.length === 1 ? '' : 's'}, ${words.length} words of text)`, recommendation: 'Put the message in text and use images only to support it (at least 60% text)', points: 20 });
  } else if (words.length / images.length < 100) {
    findings.push({ area: 'content', severity: 'warning', category: 'images', issue: `Few words per image (${images.length} images for ${words.length} words)`, recommendation: 'Use fewer images or more text: about 100 words per image', points: 8 });
  }
  const withoutAlt = images.filter((image) => image.alt === null).length;
  if (withoutAlt > 0) {
    findings.push({ area: 'content', severity: 'info', category: 'images', issue: `${withoutAlt} image${withoutAlt === 1 ? ' has' : 's have'} no alt text`, recommendation: 'Describe every image in its alt text; many readers see images blocked', points: Math.min(6, 2 * withoutAlt) });
  }
  return { findings, strengths: [] };
}

function contentFindings(parts: MessageParts, variables: readonly string[], context: AnalysisContext): { findings: ContentFinding[]; strengths: string[] } {
  const findings: ContentFinding[] = [];
  const strengths: string[] = [];
  const count = parts.words.length;
  if (count < CONTENT_WORDS.tooShort) {
    findings.push({ area: 'content', severity: 'critical', category: 'length', issue: `The content is very short (${count} words)`, recommendation: 'Write at least 50 words: who you are, what the agent gets, one call to action', points: 15 });
  } else if (count < CONTENT_WORDS.short) {
    findings.push({ area: 'content', severity: 'warning', category: 'length', issue: `The content is short (${count} words)`, recommendation: 'Aim for 50–200 words', points: 6 });
  } else if (count > CONTENT_WORDS.long) {
    findings.push({ area: 'content', severity: 'info', category: 'length', issue: `The content is long (${count} words)`, recommendation: 'Cut it to the essentials; 50–200 words get read and answered most', points: 3 });
  } else {
    strengths.push(`Content length (${count} words) is easy to read`);
  }
  const caps = letters(parts.text);
  const shouted = shoutedWords(parts.text);
  if (caps.total >= 20 && caps.upper / caps.total > 0.3) {
    findings.push({ area: 'content', severity: 'warning', category: 'formatting', issue: `${Math.round((100 * caps.upper) / caps.total)}% of the letters are capitals`, recommendation: 'Write in sentence case', points: 10 });
  } else if (shouted.length > 3) {
    findings.push({ area: 'content', severity: 'warning', category: 'formatting', issue: `Words in capitals: ${quoteList(shouted)}`, recommendation: 'Write them in normal case', points: 6 });
  }
  const exclamations = (parts.text.match(/!/g) ?? []).length;
  if (exclamations > 3 || /!{2,}/.test(parts.text)) {
    findings.push({ area: 'content', severity: 'warning', category: 'formatting', issue: `The content has ${exclamations} exclamation marks${/!{2,}/.test(parts.text) ? ', some repeated' : ''}`, recommendation: 'Use at most one or two, never in a row', points: 6 });
  }
  if (variables.length > 0) strengths.push(`Personalised with ${variables.map((name) => `{{${name}}}`).join(', ')}`);
  else findings.push({ area: 'content', severity: 'warning', category: 'personalization', issue: 'The content is the same for every recipient', recommendation: 'Greet the agent by name ({{firstName}}) and mention their market ({{city}})', points: 6 });

  const written = UNSUBSCRIBE.test(parts.text) || parts.links.some((link) => /unsubscribe|opt-?out/i.test(link.url));
  if (written) strengths.push('Has a way to unsubscribe');
  else if (context.footer.unsubscribe) strengths.push('The sending footer adds a one-click unsubscribe link to every campaign e-mail');
  else findings.push({ area: 'content', severity: 'critical', category: 'compliance', issue: 'No way to unsubscribe', recommendation: 'Add an unsubscribe line (the law requires one in marketing e-mail), or set PUBLIC_URL to the https address of this server so the footer adds it', points: 15 });

  if (POSTAL_ADDRESS.some((pattern) => pattern.test(parts.text))) strengths.push('Shows a postal address');
  else if (context.footer.postalAddress) strengths.push('The sending footer adds the sender’s postal address');
  else findings.push({ area: 'content', severity: 'warning', category: 'compliance', issue: 'No postal address of the sender', recommendation: 'Add your business address at the bottom (required in marketing e-mail), or set SENDER_POSTAL_ADDRESS so the footer adds it', points: 8 });

  for (const part of [linkFindings(parts), imageFindings(parts)]) {
    findings.push(...part.findings);
    strengths.push(...part.strengths);
  }
  return { findings, strengths };
}

export function gradeFor(score: number): ContentAnalysis['grade'] {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}

/** Above 80 with nothing critical delivers well (spec part 2 §9); under 60, or anything critical left, is a risk. */
export function spamRiskFor(score: number, findings: readonly ContentFinding[]): ContentAnalysis['spamRisk'] {
  const critical = findings.some((finding) => finding.severity === 'critical');
  if (score < 60) return 'high';
  if (score < 80 || critical) return 'medium';
  return 'low';
}

/** Score an e-mail's subject and content. Variables are read with the catalogue's sample values. */
export function analyzeContent(input: { subject: string; content: string }, context: AnalysisContext = NO_FOOTER): ContentAnalysis {
  const subject = asRead(input.subject, 'Subject');
  const content = asRead(input.content, 'Content');
  const parts = messageParts(content.text);
  const subjectPart = subjectFindings(subject.text, subject.variables);
  const contentPart = contentFindings(parts, content.variables, context);
  const findings = [
    ...[subject.problem, content.problem].filter((problem): problem is ContentFinding => problem !== null),
    ...spamFindings('subject', subject.text),
    ...subjectPart.findings,
    ...spamFindings('content', parts.text),
    ...contentPart.findings,
  ].sort((a, b) => b.points - a.points);
  if (!findings.some((finding) => finding.category === 'spam-words')) subjectPart.strengths.unshift('No spam trigger words');
  const score = Math.max(0, 100 - findings.reduce((sum, finding) => sum + finding.points, 0));
  return { score, grade: gradeFor(score), spamRisk: spamRiskFor(score, findings), strengths: [...subjectPart.strengths, ...contentPart.strengths], findings };
}
