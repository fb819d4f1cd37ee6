import "server-only";
import { env } from "@/lib/env";

export interface AiConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The model's settings, or null when no key is set (the built-in engines answer alone). */
export function aiConfig(): AiConfig | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS } = env();
  if (!OPENAI_API_KEY) return null;
  return { apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL, timeoutMs: OPENAI_TIMEOUT_MS };
}
