import { describe, expect, it } from 'vitest';
import { savedTemplateToast } from './savedTemplateToast.ts';

describe('saved template toast', () => {
  it('says a new template was created and a saved one updated', () => {
    expect(savedTemplateToast({ name: 'Spring intro', status: 'saved' }, true)).toEqual({
      title: 'Template Created',
      description: '"Spring intro" is saved to your template library.',
    });
    expect(savedTemplateToast({ name: 'Spring intro', status: 'saved' }, false).title).toBe('Template Updated');
  });

  it('tells a draft as kept as a draft, new or saved again', () => {
    expect(savedTemplateToast({ name: 'Spring intro', status: 'draft' }, true)).toEqual({
      title: 'Template Created',
      description: '"Spring intro" is kept as a draft in your library.',
    });
    expect(savedTemplateToast({ name: 'Spring intro', status: 'draft' }, false)).toEqual({
      title: 'Template Updated',
      description: '"Spring intro" is kept as a draft in your library.',
    });
  });
});
