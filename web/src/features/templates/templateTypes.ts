import type {
  acceptedTemplate,
  emailDeliverabilityAnalysis,
  generatedEmail,
  generatedSubjectLines,
  improvedContent,
  optimizationResult,
  templateDeliverabilityResult,
  templateView,
} from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** A template as GET /api/templates answers it. */
export type Template = WireType<typeof templateView>;
/** POST /api/templates, PUT /api/templates/{id}, POST …/copy: the template and the position it reached. */
export type SavedTemplate = WireType<typeof acceptedTemplate>;
export type TemplateStatus = Template['status'];

/** POST /api/ai/generate-email: content and subject lines. */
export type GeneratedEmail = WireType<typeof generatedEmail>;
/** POST /api/ai/generate-subject-lines. */
export type GeneratedSubjectLines = WireType<typeof generatedSubjectLines>;
/** POST /api/ai/improve-content. */
export type ImprovedContent = WireType<typeof improvedContent>;
/** POST /api/ai/optimize-template: improved subject and content, recommendations. */
export type OptimizationResult = WireType<typeof optimizationResult>;
/** POST /api/ai/analyze-deliverability: score, grade, spam risk, strengths, issues, recommendations. */
export type EmailDeliverabilityAnalysis = WireType<typeof emailDeliverabilityAnalysis>;
/** POST /api/ai/analyze-template-deliverability: overall score, spam risk, issues, improvements. */
export type TemplateDeliverabilityResult = WireType<typeof templateDeliverabilityResult>;

export type { GeneratedBy } from '../../shared/ai/generatedBy.ts';

/** The template being written in the Template Builder. */
export interface TemplateDraft {
  /** The library template being edited; null for a new one. */
  id: string | null;
  /** How the library holds it: 'saved' (offered by the campaign creators' template pickers) or 'draft'; null for a new one. */
  status: TemplateStatus | null;
  name: string;
  /** The subject line options, blank ones included while they are being written; at least one. */
  subjectLines: string[];
  content: string;
  /** The texts the offline writer wrote last, labelled 'Written without AI' until they are edited. */
  writtenOffline: { subjectLines: boolean; content: boolean };
}
