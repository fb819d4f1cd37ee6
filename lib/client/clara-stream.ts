// Reads Clara's streamed reply from POST /api/chat/{id}/reply (one JSON object per line).
import type { ChatMessageView } from "@/lib/domain/chat";

type Line = { type: "text"; text: string } | { type: "message"; message: ChatMessageView } | { type: "none" } | { type: "error" };

/** Calls onText with the reply so far; resolves to the stored reply, or null when there was none or it failed. */
export async function streamClaraReply(chatId: string, onText: (soFar: string) => void, signal?: AbortSignal): Promise<ChatMessageView | null> {
  const response = await fetch(`/api/chat/${encodeURIComponent(chatId)}/reply`, { method: "POST", signal, cache: "no-store" });
  if (!response.ok || !response.body) return null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let soFar = "";
  let stored: ChatMessageView | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const raw = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!raw) continue;
      const line = JSON.parse(raw) as Line;
      if (line.type === "text") {
        soFar += line.text;
        onText(soFar);
      } else if (line.type === "message") stored = line.message;
    }
    if (done) break;
  }
  return stored;
}
