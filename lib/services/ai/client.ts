import "server-only";
import OpenAI from "openai";
import type { AiConfig } from "./config";

/** One client per configuration. No retries: a person is waiting, and the built-in engine is
 * the fallback, so a slow or failing model is given up after one try. */
export function openaiClient(config: AiConfig): OpenAI {
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
}

/** Asks for one JSON object; resolves to the parsed value, rejects on any failure or after the time-out. */
export async function completeJson(config: AiConfig, messages: OpenAI.Chat.ChatCompletionMessageParam[]): Promise<unknown> {
  const client = openaiClient(config);
  const abort = new AbortController();
  // The SDK's timeout covers each attempt; this also bounds reading the body.
  const timer = setTimeout(() => abort.abort(), config.timeoutMs);
  try {
    const completion = await client.chat.completions.create(
      { model: config.model, messages, response_format: { type: "json_object" }, temperature: 0.4 },
      { signal: abort.signal },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error("the model returned no content");
    return JSON.parse(content) as unknown;
  } finally {
    clearTimeout(timer);
  }
}
