import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import { streamName } from '../kit/streams.ts';

/** The generators whose answers are recorded, by the path they answer on. */
export const AI_ENDPOINTS = [
  'generate-email',
  'generate-subject-lines',
  'improve-content',
  'optimize-template',
  'generate-marketing-ideas',
  'generate-personalized-message',
  'content-generate-wizard',
  'content-refine-wizard',
  'sms-generate-wizard',
] as const;
export type AiEndpoint = (typeof AI_ENDPOINTS)[number];

export const AI_GENERATION_CATEGORY = 'ai-generation';
/** One stream per generation: `ai-generation-{generationId}`. */
export const aiGenerationStream = (generationId: string) => streamName(AI_GENERATION_CATEGORY, generationId);

export interface AiContentGeneratedData {
  generationId: string;
  endpoint: AiEndpoint;
  /** The configured model, or the built-in offline writer. */
  generatedBy: 'model' | 'offline';
  /** The model's name; null for the offline writer. */
  model: string | null;
  /** What was asked, in short (long texts cut, no secrets). */
  input: Record<string, unknown>;
  /** The generated answer, as given to the user. */
  output: Record<string, unknown>;
  /** Model calls it took (a second one when the first answer did not fit its shape); 0 offline. */
  attempts: number;
}

export type RecordAiGeneration = { type: 'RecordAiGeneration' } & AiContentGeneratedData;
export type AiContentGenerated = DomainEvent<'AiContentGenerated', AiContentGeneratedData>;

export type AiGenerationCommand = RecordAiGeneration;
export type AiGenerationEvent = AiContentGenerated;
export interface AiGenerationState {
  recorded: boolean;
}

/** A generation is recorded once, for auditors: who asked, which generator, what came out. */
export const aiGeneration: Decider<AiGenerationCommand, AiGenerationEvent, AiGenerationState> = {
  initialState: { recorded: false },
  evolve(state, event) {
    switch (event.type) {
      case 'AiContentGenerated':
        return { recorded: true };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordAiGeneration': {
        if (state.recorded) throw conflict('This generation is already recorded');
        const { type: _type, ...data } = command;
        return [{ type: 'AiContentGenerated', data }];
      }
      default:
        return assertNever(command.type);
    }
  },
};

export const aiGenerationHandler = commandHandler(aiGeneration, aiGenerationStream);
