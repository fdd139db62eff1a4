import { describe, expect, it } from 'vitest';
import { fold } from '../kit/decider.ts';
import { testContext } from '../kit/given.ts';
import { streamCategory, streamIdPart } from '../kit/streams.ts';
import { aiGeneration, aiGenerationStream, type AiContentGeneratedData } from './aiGeneration.ts';

const data: AiContentGeneratedData = {
  generationId: '0b9d3c52-55a8-4a43-9d0e-0f3f3f8a5a11',
  endpoint: 'generate-email',
  generatedBy: 'offline',
  model: null,
  input: { campaignType: 'introduction', company: 'ListingPro' },
  output: { content: 'Hi {{firstName}}', subjectLines: ['A', 'B', 'C'] },
  attempts: 0,
};

describe('recording a generation', () => {
  it('records what was asked and what came out, once', () => {
    const events = aiGeneration.decide({ type: 'RecordAiGeneration', ...data }, aiGeneration.initialState, testContext());
    expect(events).toEqual([{ type: 'AiContentGenerated', data }]);
    const state = fold(aiGeneration, events);
    expect(() => aiGeneration.decide({ type: 'RecordAiGeneration', ...data }, state, testContext())).toThrow('This generation is already recorded');
  });

  it('lives in its own ai-generation stream', () => {
    const stream = aiGenerationStream(data.generationId);
    expect(stream).toBe(`ai-generation-${data.generationId}`);
    expect(streamCategory(stream)).toBe('ai-generation');
    expect(streamIdPart(stream)).toBe(data.generationId);
  });
});
