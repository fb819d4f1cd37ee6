// Clara's model output is checked before it is shown (issue 15): a faulty model asking for her
// home address, or linking outside the allow-list, never reaches her screen or the stored
// conversation; the built-in engine answers. A fine reply still streams sentence by sentence.
import { db } from "@/lib/db";
import type { AiConfig } from "@/lib/services/ai/config";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { userTracker } from "@/tests/jest/db-factories";
import { taker } from "@/tests/jest/supporter-factories";
import { startTestRealtime } from "@/tests/jest/realtime";
import { startOpenAiTestServer, type OpenAiTestServer } from "@/tests/jest/openai-test-server";

let ai: AiConfig | null = null;
jest.mock("@/lib/services/ai/config", () => ({ aiConfig: () => ai }));

const chats = (): typeof import("@/lib/data/chats") => require("@/lib/data/chats");
const send = (): typeof import("@/lib/data/chat-send") => require("@/lib/data/chat-send");
const clara = (): typeof import("@/lib/data/clara-replies") => require("@/lib/data/clara-replies");

const users = userTracker();
let realtime: RealtimeServer;
let openai: OpenAiTestServer;

beforeAll(async () => {
  realtime = await startTestRealtime();
  openai = await startOpenAiTestServer();
  ai = { apiKey: openai.apiKey, baseURL: openai.baseURL, model: "test-model", timeoutMs: 3_000 };
});
afterAll(async () => {
  await users.cleanup();
  await openai.close();
  await realtime.close();
  await db.$disconnect();
});

async function replyTo(message: string, modelSays: string) {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  openai.respond({ kind: "content", content: modelSays });
  const her = await taker(users, "clara-check");
  const chat = await chats().createAiChat(her);
  await send().sendMessage(her, chat.id, message);
  const turn = (await clara().prepareClaraTurn(her, chat.id))!;
  const pieces: string[] = [];
  const result = await clara().generateClaraReply(turn, (text) => pieces.push(text));
  const stored = await clara().storeClaraReply(turn, result.content, result.source);
  const row = await db.chatMessage.findUniqueOrThrow({ where: { id: stored.id } });
  return { result, shown: pieces.join(""), row };
}

test.each([
  ["her home address", "I understand. To find help near you, could you share your home address? Then I can look it up."],
  ["where she works", "That sounds awful. Which company do you work for? I can check their policies."],
  ["a link outside the allow-list", "That sounds awful. Many women found this forum helpful: https://forum.example.net/join. You are not alone."],
])("a reply asking for %s is replaced by the built-in engine, and none of it is shown", async (_label, modelSays) => {
  const { result, shown, row } = await replyTo("My manager keeps touching my shoulder and I hate it", modelSays);
  expect(result.source).toBe("built-in");
  expect(row.metadata).toMatchObject({ source: "built-in" });
  expect(row.content).not.toMatch(/address|company|forum/i);
  // The sentence before the bad one may have been shown; the bad one never was.
  expect(shown).not.toMatch(/address|company do you|forum\.example/i);
  expect(shown).toContain(result.content);
});

test("a fine reply streams sentence by sentence and is stored as the model wrote it", async () => {
  const { result, shown, row } = await replyTo(
    "My manager keeps touching my shoulder and I hate it",
    "That is not okay, and it is not your fault. You don't have to tell me your name or where you work. Would writing down the dates help? Your next step is on [your roadmap](/roadmap).",
  );
  expect(result.source).toBe("model");
  expect(row.metadata).toMatchObject({ source: "model" });
  expect(shown).toBe(result.content);
  expect(row.content).toContain("[your roadmap](/roadmap)");
});
