import { randomUUID } from 'node:crypto';
import type { AiCompanyProfile } from '@outreach/contracts';
import { aiGenerationHandler, companyProfileHandler, type CommandContext, type Position } from '@outreach/domain';
import { aiSettingsFrom, AiServiceError, createContentWriter, type ContentTask, type ContentWriter } from '@outreach/providers';
import { problem, sendProblem, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

const writers = new WeakMap<Runtime, ContentWriter>();

/** The runtime's writer: the configured model, else the offline writer (one per runtime). */
export function contentWriterOf(runtime: Runtime): ContentWriter {
  let writer = writers.get(runtime);
  if (!writer) {
    writer = createContentWriter(aiSettingsFrom(runtime.config));
    writers.set(runtime, writer);
  }
  return writer;
}

/**
 * The profile to write for: the one the request carries, else the team's saved one (the AI
 * Marketing page and the optimizer send none), else none.
 */
export async function profileFor(runtime: Runtime, given: AiCompanyProfile | undefined): Promise<AiCompanyProfile | undefined> {
  if (given) return given;
  return (await companyProfileHandler.load(runtime.eventStore, '')).profile ?? undefined;
}

export interface GeneratedAnswer<Output> {
  output: Output;
  generatedBy: 'model' | 'offline';
  model: string | null;
  generationId: string;
  position: Position;
}

/**
 * Write with the runtime's writer and record the generation for auditors (AiContentGenerated on
 * ai-generation-{id}: who asked and why in its metadata, which generator, what was asked in short,
 * what came out). A failed generation records nothing.
 */
export async function generateAndRecord<Input, Output extends Record<string, unknown>, Raw>(
  runtime: Runtime,
  task: ContentTask<Input, Output, Raw>,
  input: Input,
  context: CommandContext,
): Promise<GeneratedAnswer<Output>> {
  const writer = contentWriterOf(runtime);
  const generation = await writer.write(task, input, {
    onRejected: (reason, attempt) => runtime.logger.warn({ endpoint: task.endpoint, reason, attempt, requestId: context.requestId }, 'model answer refused, asked again'),
  });
  const generationId = randomUUID();
  const recorded = await aiGenerationHandler.run(
    runtime.eventStore,
    generationId,
    {
      type: 'RecordAiGeneration',
      generationId,
      endpoint: task.endpoint,
      generatedBy: generation.generatedBy,
      model: generation.model,
      input: task.summarize(input),
      output: generation.output,
      attempts: generation.attempts,
    },
    context,
  );
  return { output: generation.output, generatedBy: generation.generatedBy, model: generation.model, generationId, position: recorded.position! };
}

/**
 * Answer a generation: its output with who wrote it, the record's id and position; a failure of
 * the model's server as problem+json with the spec's message (and Retry-After for a rate limit).
 */
export async function answerGeneration<Input, Output extends Record<string, unknown>, Raw>(
  runtime: Runtime,
  request: FastifyRequest,
  reply: FastifyReply,
  task: ContentTask<Input, Output, Raw>,
  input: Input,
  reason: string,
) {
  try {
    const { output, generatedBy, model, generationId, position } = await generateAndRecord(runtime, task, input, request.commandContext({ reason }));
    return withPosition(reply, position, { ...output, generatedBy, model, generationId });
  } catch (error) {
    if (!(error instanceof AiServiceError)) throw error;
    // The cause's kind and status only: a provider's message may quote part of the key.
    const cause = error.cause as { name?: string; status?: number } | undefined;
    request.log.warn({ endpoint: task.endpoint, kind: error.kind, cause: cause?.name, providerStatus: cause?.status }, 'content generation failed');
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendProblem(reply, problem(error.status, error.message, { code: `ai_${error.kind}`, requestId: request.id }));
  }
}
