import { isTemplateVariable } from '@outreach/contracts/templateVariables.ts';
import { TIERS } from '@outreach/contracts/choices.ts';
import { describe, expect, it } from 'vitest';
import { PREBUILT_TEMPLATES } from './prebuiltTemplates.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!);

describe('the prebuilt e-mail templates', () => {
  it('are six, each with its own id and name', () => {
    expect(PREBUILT_TEMPLATES).toHaveLength(6);
    expect(new Set(PREBUILT_TEMPLATES.map((t) => t.id)).size).toBe(6);
    expect(new Set(PREBUILT_TEMPLATES.map((t) => t.name)).size).toBe(6);
  });

  it('use only variables of the catalogue, so that the library saves them', () => {
    for (const template of PREBUILT_TEMPLATES) {
      for (const name of [...template.subjectLines, template.content].flatMap(placeholders)) {
        expect(isTemplateVariable(name), `${template.name}: {{${name}}}`).toBe(true);
      }
    }
  });

  it("fit the library's rules: subject lines, category and tier", () => {
    for (const template of PREBUILT_TEMPLATES) {
      expect(template.subjectLines.length).toBeGreaterThan(0);
      for (const subject of template.subjectLines) expect(subject.length).toBeLessThanOrEqual(200);
      expect(template.category).toMatch(/^[a-z0-9][a-z0-9-]{0,49}$/);
      expect(template.category.startsWith('sms-')).toBe(false);
      expect([...TIERS, 'all']).toContain(template.targetTier);
    }
  });
});
