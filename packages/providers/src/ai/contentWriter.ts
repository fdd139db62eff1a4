import type { GeneratedBy } from '@outreach/contracts';
import type OpenAI from 'openai';
import { askModel, createModelClient } from './askModel.ts';
import type { AiSettings } from './aiSettings.ts';
import { randomSeed, seededDice } from './offline/dice.ts';
import type { ContentTask } from './tasks/contentTask.ts';

/** A generated answer and who wrote it. */
export interface Generation<Output> {
  output: Output;
  generatedBy: GeneratedBy;
  /** The model's name; null for the offline writer. */
  model: string | null;
  /** Model calls it took (2 when the first answer did not fit); 0 offline. */
  attempts: number;
}

export interface WriteOptions {
  /** The offline writer's seed (default: a fresh one per call, so calls differ). */
  seed?: number;
  /** Told when a model answer was refused (malformed JSON, wrong shape) and asked again. */
  onRejected?: (reason: string, attempt: number) => void;
}

export interface ContentWriter {
  readonly generatedBy: GeneratedBy;
  readonly model: string | null;
  write<Input, Output extends Record<string, unknown>, Raw>(task: ContentTask<Input, Output, Raw>, input: Input, options?: WriteOptions): Promise<Generation<Output>>;
}

/** The offline writer's answer for a task, at once (no I/O): what the endpoints answer when no model is configured. */
export function writeOffline<Input, Output extends Record<string, unknown>, Raw>(task: ContentTask<Input, Output, Raw>, input: Input, seed = randomSeed()): Output {
  const dice = seededDice(seed);
  return task.finish(task.offline(input, dice), input, dice);
}

export const offlineWriter: ContentWriter = {
  generatedBy: 'offline',
  model: null,
  async write(task, input, options) {
    return { output: writeOffline(task, input, options?.seed), generatedBy: 'offline', model: null, attempts: 0 };
  },
};

/** Writes through the configured model (structured output, one retry, one deadline). */
export function modelWriter(settings: AiSettings, client: OpenAI = createModelClient(settings)): ContentWriter {
  return {
    generatedBy: 'model',
    model: settings.model,
    async write(task, input, options) {
      const { system, user } = task.prompt(input);
      const answer = await askModel(client, settings, { schemaName: task.schemaName, schema: task.schema, system, user, failureMessage: task.failureMessage }, options?.onRejected);
      const dice = seededDice(options?.seed ?? randomSeed());
      return { output: task.finish(answer.output, input, dice), generatedBy: 'model', model: settings.model, attempts: answer.attempts };
    },
  };
}

/** The model writer when a model is configured, else the offline writer. */
export function createContentWriter(settings: AiSettings | undefined): ContentWriter {
  return settings ? modelWriter(settings) : offlineWriter;
}
