import type { GenerateSubjectLinesInput } from '@outreach/contracts';
import { z } from 'zod';
import { offlineSubjectLines } from '../offline/offlineSubjectLines.ts';
import { excerpt, type ContentTask } from './contentTask.ts';
import { filled, listOf } from './modelShapes.ts';
import { quoted, systemPrompt } from './prompting.ts';

const schema = z.object({ subjectLines: listOf(filled(150), 5, 10) });

/** POST /api/ai/generate-subject-lines: five subject lines for the e-mail written so far. */
export const generateSubjectLinesTask: ContentTask<GenerateSubjectLinesInput, { subjectLines: string[] }> = {
  endpoint: 'generate-subject-lines',
  schemaName: 'subject_lines',
  schema,
  failureMessage: 'Failed to generate subject lines. Please try again.',
  prompt: (input) => ({
    system: systemPrompt(input.companyProfile),
    user: `${quoted('E-mail', input.emailContent)}\nWrite 5 different subject lines for this e-mail, each under 50 characters, in different styles (question, benefit, curiosity, personal with {{firstName}}, local with {{city}}).`,
  }),
  offline: offlineSubjectLines,
  finish: (raw) => ({ subjectLines: raw.subjectLines.map((s) => s.trim()) }),
  summarize: (input) => ({ company: input.companyProfile.name, emailLength: input.emailContent.length, emailStart: excerpt(input.emailContent) }),
};
