import type { Config } from '@outreach/server-kit';

/** How the generators reach a model: any OpenAI-compatible server. */
export interface AiSettings {
  /** Sent as the bearer token; a local server that wants none gets a placeholder. */
  apiKey: string;
  /** Unset: OpenAI's own API. */
  baseURL: string | undefined;
  model: string;
  /** The longest one generation waits for the model, its one retry included. */
  timeoutMs: number;
}

/** A local OpenAI-compatible server (Ollama, LM Studio, vLLM) may take no key; the SDK still sends one. */
const NO_KEY = 'no-key';

/**
 * The model settings from the configuration, or undefined when no model is configured (neither
 * OPENAI_API_KEY nor OPENAI_BASE_URL): then the offline writer answers.
 */
export function aiSettingsFrom(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'>): AiSettings | undefined {
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) return undefined;
  return {
    apiKey: config.OPENAI_API_KEY ?? NO_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}
