import "server-only";
import type OpenAI from "openai";
import { CLARA_SYSTEM_PROMPT, buildClaraContextMessage, type ChatTurn, type ClaraContext } from "@/lib/domain/clara";
import type { AiConfig } from "./config";
import { openaiClient } from "./client";

// Clara through the configured model (OPENAI_API_KEY). Callers fall back to the built-in
// engine (lib/domain/clara) on any error or time-out, so these functions may throw.

/** How long the moderation check may hold up storing a message. */
const MODERATION_TIMEOUT_MS = 2_500;
const CRISIS_MODERATION = /^(self-harm|violence|harassment\/threatening)/;

/** The model's moderation verdict on crisis categories, or null when it could not be had. */
export async function moderationFlagsCrisis(config: AiConfig, text: string): Promise<boolean | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), Math.min(MODERATION_TIMEOUT_MS, config.timeoutMs));
  try {
    const client = openaiClient(config);
    const result = await client.moderations.create({ input: text }, { signal: abort.signal });
    return result.results.some((r) => Object.entries(r.categories ?? {}).some(([name, hit]) => hit && CRISIS_MODERATION.test(name)));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function claraModelMessages(context: ClaraContext, history: ChatTurn[]): OpenAI.Chat.ChatCompletionMessageParam[] {
  const contextMessage = buildClaraContextMessage(context);
  return [
    { role: "system", content: CLARA_SYSTEM_PROMPT },
    ...(contextMessage ? [{ role: "system" as const, content: contextMessage }] : []),
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
  ];
}

/**
 * Streams Clara's reply from the model, one text fragment at a time. The whole reply must
 * arrive within the configured time-out; anything slower is aborted (and throws).
 */
export async function* streamClaraFromModel(config: AiConfig, messages: OpenAI.Chat.ChatCompletionMessageParam[]): AsyncGenerator<string> {
  const client = openaiClient(config);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), config.timeoutMs);
  try {
    const stream = await client.chat.completions.create({ model: config.model, messages, stream: true, temperature: 0.6 }, { signal: abort.signal });
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  } finally {
    clearTimeout(timer);
  }
}
