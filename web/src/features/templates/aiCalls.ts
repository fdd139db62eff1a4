import type {
  analyzeDeliverabilityBody,
  analyzeTemplateDeliverabilityBody,
  generateEmailBody,
  generateSubjectLinesBody,
  improveContentBody,
  optimizeTemplateBody,
} from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';
import type {
  EmailDeliverabilityAnalysis,
  GeneratedEmail,
  GeneratedSubjectLines,
  ImprovedContent,
  OptimizationResult,
  TemplateDeliverabilityResult,
} from './templateTypes.ts';

/** One call of the template screens to the content generators or the content analysis, and what a failure says (spec part 2 §8). */
export interface AiCall<Input, Answer> {
  path: string;
  failure: { title: string; fallback: string };
  /** Only for the types. */
  readonly types?: { input: Input; answer: Answer };
}

const call = <Input, Answer>(path: string, title: string, fallback = 'Please try again.'): AiCall<Input, Answer> => ({ path, failure: { title, fallback } });

export const AI_CALLS = {
  generateEmail: call<WireType<typeof generateEmailBody>, GeneratedEmail>('/api/ai/generate-email', 'Generation Failed', 'Failed to generate content. Please try again.'),
  generateSubjectLines: call<WireType<typeof generateSubjectLinesBody>, GeneratedSubjectLines>('/api/ai/generate-subject-lines', 'Failed to generate subject lines'),
  improveContent: call<WireType<typeof improveContentBody>, ImprovedContent>('/api/ai/improve-content', 'Failed to improve content'),
  optimizeTemplate: call<WireType<typeof optimizeTemplateBody>, OptimizationResult>('/api/ai/optimize-template', 'Failed to optimize template'),
  analyzeTemplateDeliverability: call<WireType<typeof analyzeTemplateDeliverabilityBody>, TemplateDeliverabilityResult>(
    '/api/ai/analyze-template-deliverability',
    'Failed to analyze deliverability',
  ),
  analyzeDeliverability: call<WireType<typeof analyzeDeliverabilityBody>, EmailDeliverabilityAnalysis>(
    '/api/ai/analyze-deliverability',
    'Analysis Failed',
    'Failed to analyze email deliverability. Please try again.',
  ),
};

/** The AI content buttons of the builder: the kind of e-mail generate-email writes. */
export const AI_CONTENT_BUTTONS = [
  { campaignType: 'introduction', label: 'Introduction' },
  { campaignType: 'product-update', label: 'Product Update' },
  { campaignType: 'demo-request', label: 'Demo Request' },
] as const;

/** The improve buttons: the focus improve-content is asked for. */
export const IMPROVE_BUTTONS = [
  { focus: 'more persuasive', label: 'More Persuasive' },
  { focus: 'more concise', label: 'More Concise' },
  { focus: 'add benefits', label: 'Add Benefits' },
] as const;

/** How many generated subject lines the builder takes: 3 with an e-mail, 5 from AI Generate (spec part 2 §9). */
export const SUBJECT_LINES_WITH_EMAIL = 3;
export const SUBJECT_LINES_GENERATED = 5;
