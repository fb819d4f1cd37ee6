import http from "node:http";
import type { AddressInfo } from "node:net";

// A local OpenAI-compatible server for the AI driver tests (OPENAI_BASE_URL points here).
// Each test says how it should answer the next chat completion: with some content, with a
// broken body, with an HTTP error, or not before a delay.

export type Behaviour = { kind: "content"; content: string; delayMs?: number } | { kind: "status"; status: number } | { kind: "garbage" };

export interface OpenAiTestServer {
  baseURL: string;
  apiKey: string;
  /** What the next requests get (until changed). */
  respond(behaviour: Behaviour): void;
  /** What the moderation endpoint answers from now on. */
  flagModeration(flagged: boolean): void;
  /** How long the moderation endpoint waits before answering (a hanging model). */
  delayModeration(ms: number): void;
  /** The texts sent for moderation. */
  moderationInputs: string[];
  /** Every request body received, parsed. */
  requests: { authorization?: string; body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown; stream?: boolean } }[];
  close(): Promise<void>;
}

export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  let behaviour: Behaviour = { kind: "status", status: 500 };
  const moderation = { flagged: false, delayMs: 0 };
  const moderationInputs: string[] = [];
  const requests: OpenAiTestServer["requests"] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      if (req.method === "POST" && req.url?.endsWith("/moderations")) {
        const input = String((JSON.parse(raw || "{}") as { input?: unknown }).input ?? "");
        moderationInputs.push(input);
        const flagged = moderation.flagged;
        const answer = () =>
          res.writeHead(200, { "content-type": "application/json" }).end(
            JSON.stringify({
              id: "modr-test",
              model: "omni-moderation-latest",
              results: [{ flagged, categories: { "self-harm": flagged, violence: false, harassment: false }, category_scores: {} }],
            }),
          );
        if (moderation.delayMs > 0) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) answer();
          }, moderation.delayMs);
          timers.add(timer);
        } else answer();
        return;
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw || "{}") });
      const current = behaviour;
      if (current.kind === "status") {
        res.writeHead(current.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "test failure", type: "server_error" } }));
        return;
      }
      if (current.kind === "garbage") {
        res.writeHead(200, { "content-type": "application/json" }).end("{not json");
        return;
      }
      const body = requests.at(-1)!.body as { stream?: boolean };
      const send = () => {
        if (res.destroyed) return;
        if (body.stream) {
          // Server-sent events, a few words per chunk, as the real API streams them.
          res.writeHead(200, { "content-type": "text/event-stream" });
          const words = current.content.match(/\S+\s*/g) ?? [];
          const chunk = (delta: Record<string, string>, finish: string | null) =>
            `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
          res.write(chunk({ role: "assistant", content: "" }, null));
          for (const word of words) res.write(chunk({ content: word }, null));
          res.end(`${chunk({}, "stop")}data: [DONE]\n\n`);
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: "test-model",
            choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: current.content } }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      if (current.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, current.delayMs);
        timers.add(timer);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey: "sk-test-haven",
    requests,
    moderationInputs,
    delayModeration(ms) {
      moderation.delayMs = ms;
    },
    flagModeration(flagged) {
      moderation.flagged = flagged;
    },
    respond(next) {
      behaviour = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
