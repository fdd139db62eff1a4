import type { ContentAnalysis, ContentFinding, FindingArea, FindingCategory } from './analyzeContent.ts';

/** POST /api/ai/analyze-deliverability: score, grade, spam risk, and strengths, issues and recommendations as sentences. */
export interface EmailDeliverabilityAnalysis {
  score: number;
  grade: ContentAnalysis['grade'];
  spamRisk: ContentAnalysis['spamRisk'];
  strengths: string[];
  issues: string[];
  recommendations: string[];
}

/** POST /api/ai/analyze-template-deliverability: overall score, the subject's and the content's own scores, spam risk, issues by severity and the improvements worth most. */
export interface TemplateDeliverabilityResult {
  overallScore: number;
  subjectScore: number;
  contentScore: number;
  spamRisk: ContentAnalysis['spamRisk'];
  issues: { severity: ContentFinding['severity']; category: FindingCategory; issue: string; recommendation: string }[];
  improvements: { area: string; suggestion: string; expectedImpact: string }[];
}

const unique = (items: readonly string[]) => [...new Set(items)];

export function emailDeliverabilityAnswer(analysis: ContentAnalysis): EmailDeliverabilityAnalysis {
  return {
    score: analysis.score,
    grade: analysis.grade,
    spamRisk: analysis.spamRisk,
    strengths: analysis.strengths,
    issues: analysis.findings.map((finding) => finding.issue),
    recommendations: unique(analysis.findings.map((finding) => finding.recommendation)),
  };
}

const AREA_NAMES: Record<FindingCategory, string> = {
  'spam-words': 'Wording',
  formatting: 'Formatting',
  links: 'Links',
  length: 'Length',
  personalization: 'Personalization',
  compliance: 'Compliance',
  images: 'Images',
  template: 'Template',
};

const areaName = (area: FindingArea, category: FindingCategory) => `${area === 'subject' ? 'Subject line' : 'Content'}: ${AREA_NAMES[category]}`;

/** "High (+15 points)": how much fixing it raises the score. */
export function expectedImpact(points: number): string {
  const level = points >= 12 ? 'High' : points >= 5 ? 'Medium' : 'Low';
  return `${level} (+${points} point${points === 1 ? '' : 's'})`;
}

/** One part's score: 100 less the points of the findings in the subject line, or in the content. */
export function partScore(analysis: ContentAnalysis, area: FindingArea): number {
  return Math.max(0, 100 - analysis.findings.reduce((sum, finding) => sum + (finding.area === area ? finding.points : 0), 0));
}

/** The improvements are the findings worth the most points, up to five. */
export function templateDeliverabilityAnswer(analysis: ContentAnalysis): TemplateDeliverabilityResult {
  return {
    overallScore: analysis.score,
    subjectScore: partScore(analysis, 'subject'),
    contentScore: partScore(analysis, 'content'),
    spamRisk: analysis.spamRisk,
    issues: analysis.findings.map(({ severity, category, issue, recommendation }) => ({ severity, category, issue, recommendation })),
    improvements: analysis.findings.slice(0, 5).map((finding) => ({ area: areaName(finding.area, finding.category), suggestion: finding.recommendation, expectedImpact: expectedImpact(finding.points) })),
  };
}
