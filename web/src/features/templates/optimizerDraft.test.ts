import { describe, expect, it } from 'vitest';
import { builderDraftFromOptimizer, optimizerBlocker } from './optimizerDraft.ts';

describe('optimizer', () => {
  it('needs both subject and content', () => {
    expect(optimizerBlocker('', 'Hello', 'optimize')).toBe('Please enter both subject and content to optimize');
    expect(optimizerBlocker('Hi', '  ', 'analyze')).toBe('Please enter both subject and content to analyze');
    expect(optimizerBlocker('Hi', 'Hello', 'optimize')).toBeNull();
  });

  it('takes the optimised text to the builder, into the loaded template or a new one', () => {
    expect(builderDraftFromOptimizer('New subject', 'New body', { id: 't1', name: 'Intro', subjectLines: ['Old', 'Second'] })).toMatchObject({
      id: 't1',
      name: 'Intro',
      subjectLines: ['New subject', 'Second'],
      content: 'New body',
    });
    expect(builderDraftFromOptimizer('S', 'B', null)).toMatchObject({ id: null, status: null, name: '', subjectLines: ['S'], content: 'B' });
    expect(builderDraftFromOptimizer('S', 'B', { id: 't1', status: 'saved', name: 'Intro', subjectLines: ['Old'] })).toMatchObject({ id: 't1', status: 'saved' });
  });
});
