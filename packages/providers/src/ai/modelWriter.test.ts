import { createServer } from 'node:net';
import { startFakeOpenAi, type FakeOpenAi } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CREDENTIALS_MESSAGE, AI_NETWORK_MESSAGE, AI_TIMEOUT_MESSAGE, AiServiceError } from './aiServiceError.ts';
import type { AiSettings } from './aiSettings.ts';
import { modelWriter } from './contentWriter.ts';
import { generateSubjectLinesTask } from './tasks/generateSubjectLines.task.ts';
import { smsWizardTask } from './tasks/smsWizard.task.ts';

const profile = { name: 'ListingPro', tone: 'friendly' as const, keyBenefits: ['Save 10 hours per week'] };
const input = { emailContent: 'Hi {{firstName}}, try our listing tools free for 7 days.', companyProfile: profile };
const FIVE = ['One', 'Two', 'Three', 'Four', 'Five'];

let fake: FakeOpenAi;
let settings: AiSettings;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  settings = { apiKey: fake.apiKey, baseURL: fake.url, model: 'fake-4o', timeoutMs: 5_000 };
});
afterAll(async () => {
  await fake?.close();
});

async function failure(promise: Promise<unknown>): Promise<AiServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiServiceError);
  return error as AiServiceError;
}

describe('the model writer through the openai SDK', () => {
  it('asks with a strict JSON schema and the profile, and answers the validated output', async () => {
    const before = fake.requests.length;
    fake.reply({ json: { subjectLines: FIVE } });
    const generation = await modelWriter(settings).write(generateSubjectLinesTask, input);
    expect(generation).toEqual({ output: { subjectLines: FIVE }, generatedBy: 'model', model: 'fake-4o', attempts: 1 });
    const request = fake.requests[before]!;
    expect(request.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.body.model).toBe('fake-4o');
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'subject_lines', strict: true, schema: { type: 'object', required: ['subjectLines'] } } });
    expect(request.body.messages?.[0]?.content).toContain('ListingPro');
    expect(request.body.messages?.[1]?.content).toContain('try our listing tools');
  });

  it('asks once more after malformed JSON or an answer of the wrong shape, and takes the second answer', async () => {
    fake.reply({ content: '{"subjectLines": ["One", "Two"' }, { json: { subjectLines: FIVE } });
    expect((await modelWriter(settings).write(generateSubjectLinesTask, input)).attempts).toBe(2);
    const rejected: string[] = [];
    fake.reply({ json: { subjectLines: ['Only', 'three', 'lines'] } }, { json: { subjectLines: FIVE } });
    expect((await modelWriter(settings).write(generateSubjectLinesTask, input, { onRejected: (reason) => rejected.push(reason) })).output.subjectLines).toEqual(FIVE);
    expect(rejected).toEqual(['shape: must list 5 to 10 items']);
    fake.reply({ refusal: 'I cannot help with that.' }, { json: { subjectLines: FIVE } });
    expect((await modelWriter(settings).write(generateSubjectLinesTask, input)).attempts).toBe(2);
  });

  it('reports two unusable answers with the endpoint message, never the raw answer', async () => {
    const before = fake.requests.length;
    fake.reply({ content: 'Sure! Here are some subject lines: …' }, { json: { subjectLines: ['', ' ', 'x', 'y', 'z'] } });
    const error = await failure(modelWriter(settings).write(generateSubjectLinesTask, input));
    expect(error).toMatchObject({ kind: 'invalid_answer', status: 502, message: 'Failed to generate subject lines. Please try again.' });
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives a text its id and estimated length', async () => {
    fake.reply({ json: { templates: [{ name: 'Short', description: 'Direct', message: 'Hi {{firstName}}, try it free. Reply STOP to opt out', targetTier: 'elite' }] } });
    const { output } = await modelWriter(settings).write(smsWizardTask, { goal: 'trial', tiers: ['elite'], companyProfile: profile });
    expect(output.templates[0]).toMatchObject({ name: 'Short', targetTier: 'elite', estimatedLength: 'Hi xxxxxx, try it free. Reply STOP to opt out'.length });
    expect(output.templates[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a model slower than the timeout is a timeout, in the words the web maps', async () => {
    fake.reply({ json: { subjectLines: FIVE }, delayMs: 3_000 });
    const error = await failure(modelWriter({ ...settings, timeoutMs: 300 }).write(generateSubjectLinesTask, input));
    expect(error).toMatchObject({ kind: 'timeout', status: 504, message: AI_TIMEOUT_MESSAGE });
    expect(error.message).toContain('took too long');
  });

  it('a refused key answers 502 (the server is misconfigured, the user is still signed in)', async () => {
    const error = await failure(modelWriter({ ...settings, apiKey: 'sk-wrong' }).write(generateSubjectLinesTask, input));
    expect(error).toMatchObject({ kind: 'credentials', status: 502, message: AI_CREDENTIALS_MESSAGE });
    expect(error.message).not.toMatch(/401|unauthori[sz]ed|session/i);
  });

  it('a rate limit passes Retry-After on, without waiting or retrying', async () => {
    const before = fake.requests.length;
    fake.reply({ status: 429, message: 'Rate limit reached', retryAfter: '7' });
    const error = await failure(modelWriter(settings).write(generateSubjectLinesTask, input));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 7, message: 'The AI service is busy right now. Please try again in 7 seconds.' });
    expect(fake.requests.length - before).toBe(1);
  });

  it("a server error of the model's server is the endpoint's failure message", async () => {
    fake.reply({ status: 500, message: 'The server had an error' });
    expect(await failure(modelWriter(settings).write(generateSubjectLinesTask, input))).toMatchObject({ kind: 'unavailable', status: 502, message: 'Failed to generate subject lines. Please try again.' });
  });

  it('an unreachable server is a network connection issue', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await failure(modelWriter({ ...settings, baseURL: `http://127.0.0.1:${closed}/v1` }).write(generateSubjectLinesTask, input));
    expect(error).toMatchObject({ kind: 'network', status: 502, message: AI_NETWORK_MESSAGE });
  });
});
