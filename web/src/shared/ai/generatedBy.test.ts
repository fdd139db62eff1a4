import { describe, expect, it } from 'vitest';
import { generatedByLabel, OFFLINE_WRITER, writtenOffline, WRITTEN_WITHOUT_AI } from './generatedBy.ts';

describe('generatedByLabel', () => {
  it("labels the offline writer's text 'Written without AI' and the model's with its name", () => {
    expect(generatedByLabel({ generatedBy: 'offline', model: null })).toBe(WRITTEN_WITHOUT_AI);
    expect(WRITTEN_WITHOUT_AI).toBe('Written without AI');
    expect(generatedByLabel({ generatedBy: 'model', model: 'gpt-4o-mini' })).toBe('Written by AI (gpt-4o-mini)');
    expect(generatedByLabel({ generatedBy: 'model', model: null })).toBe('Written by AI');
  });

  it('labels text kept from the offline writer (a draft it wrote) the same way', () => {
    expect(generatedByLabel(OFFLINE_WRITER)).toBe('Written without AI');
    expect(writtenOffline(OFFLINE_WRITER)).toBe(true);
    expect(writtenOffline({ generatedBy: 'model' })).toBe(false);
  });
});
