import { personaliseRoadmap, mergePersonalisation } from "@/lib/services/ai/roadmap";
import type { AiConfig } from "@/lib/services/ai/config";
import { generateRoadmap } from "@/lib/domain/roadmap/generate";
import { roadmapSchema, type Roadmap } from "@/lib/validations/roadmap";
import { startOpenAiTestServer, type OpenAiTestServer } from "@/tests/jest/openai-test-server";
import { ANSWERS } from "@/tests/jest/assessment-answers";

// The OpenAI driver against a local OpenAI-compatible server (OPENAI_BASE_URL).

let server: OpenAiTestServer;
let builtIn: Roadmap;
const context = { caseType: "Domestic abuse", severity: "Serious", urgentSigns: ["Choking or strangulation"], answers: ["How often? Weekly"] };

beforeAll(async () => {
  server = await startOpenAiTestServer();
  builtIn = generateRoadmap({ caseType: "domestic_abuse", severityLevel: "serious", riskFlags: ["strangulation"], responses: ANSWERS });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  apiKey: server.apiKey,
  baseURL: server.baseURL,
  model: "test-model",
  timeoutMs: 2_000,
  ...overrides,
});

function personalised(base: Roadmap) {
  return {
    analysis: { ...base.analysis, summary: "What you described sounds frightening, and you deserve to be safe." },
    items: [
      {
        id: "immediate_0",
        title: "Make a plan for staying safe today",
        goal: base.immediate_actions[0]!.goal,
        what: "Reworded what.",
        why: "Reworded why.",
        how: ["First, this.", "Then, that."],
      },
    ],
  };
}

test("without a key, the built-in roadmap is used and no request is made", async () => {
  const result = await personaliseRoadmap(builtIn, context, null);
  expect(result).toEqual({ roadmap: builtIn, source: "built-in" });
  expect(server.requests).toHaveLength(0);
});

test("the model's wording is merged in; facts, order and links stay the built-in engine's", async () => {
  server.respond({ kind: "content", content: JSON.stringify(personalised(builtIn)) });
  const result = await personaliseRoadmap(builtIn, context, config());
  expect(result.source).toBe("ai");
  expect(roadmapSchema.safeParse(result.roadmap).success).toBe(true);
  expect(result.roadmap.analysis.summary).toBe("What you described sounds frightening, and you deserve to be safe.");
  expect(result.roadmap.immediate_actions[0]).toMatchObject({
    id: "immediate_0",
    title: "Make a plan for staying safe today",
    why: "Reworded why.",
    category: builtIn.immediate_actions[0]!.category,
    resources: builtIn.immediate_actions[0]!.resources,
  });
  expect(result.roadmap.immediate_actions[1]).toEqual(builtIn.immediate_actions[1]);
  expect(result.roadmap.resource_links).toEqual(builtIn.resource_links);
  expect(result.roadmap.self_care_toolkit).toEqual(builtIn.self_care_toolkit);

  const [request] = server.requests;
  expect(request!.authorization).toBe(`Bearer ${server.apiKey}`);
  expect(request!.body).toMatchObject({ model: "test-model", response_format: { type: "json_object" } });
  expect(request!.body.messages![0]!.content).toMatch(/never blaming/i);
});

test.each([
  ["not JSON at all", { kind: "content" as const, content: "Here is your roadmap: be safe!" }],
  ["JSON of the wrong shape", { kind: "content" as const, content: JSON.stringify({ analysis: { summary: "" }, items: "none" }) }],
  ["an invented link", { kind: "content" as const, content: "" }],
  ["an empty answer", { kind: "content" as const, content: "" }],
  ["a broken response body", { kind: "garbage" as const }],
  ["a server error", { kind: "status" as const, status: 500 }],
  ["a refused key", { kind: "status" as const, status: 401 }],
])("%s falls back to the built-in roadmap", async (name, behaviour) => {
  if (name === "an invented link") {
    const output = personalised(builtIn);
    output.items[0]!.how = ["Visit https://totally-real-help.example to get help."];
    behaviour = { kind: "content", content: JSON.stringify(output) };
  }
  server.respond(behaviour);
  const result = await personaliseRoadmap(builtIn, context, config());
  expect(result.source).toBe("built-in");
  expect(result.roadmap).toEqual(builtIn);
});

test("a model slower than the time-out is given up, and the built-in roadmap is used", async () => {
  server.respond({ kind: "content", content: JSON.stringify(personalised(builtIn)), delayMs: 5_000 });
  const started = Date.now();
  const result = await personaliseRoadmap(builtIn, context, config({ timeoutMs: 500 }));
  const took = Date.now() - started;
  expect(result.source).toBe("built-in");
  expect(result.roadmap).toEqual(builtIn);
  expect(took).toBeGreaterThanOrEqual(450);
  expect(took).toBeLessThan(3_000);
});

test("unknown ids in the model's answer are ignored", () => {
  const output = personalised(builtIn);
  output.items.push({ ...output.items[0]!, id: "immediate_42" });
  const merged = mergePersonalisation(builtIn, output)!;
  expect(merged.immediate_actions).toHaveLength(builtIn.immediate_actions.length);
});

test("with only a key set, the model is given 10 s", () => {
  const saved = { ...process.env };
  process.env.OPENAI_API_KEY = "sk-from-env";
  delete process.env.OPENAI_TIMEOUT_MS;
  delete process.env.OPENAI_BASE_URL;
  try {
    jest.isolateModules(() => {
      const { aiConfig } = require("@/lib/services/ai/config") as typeof import("@/lib/services/ai/config");
      expect(aiConfig()).toEqual({ apiKey: "sk-from-env", baseURL: undefined, model: "gpt-4o-mini", timeoutMs: 10_000 });
    });
  } finally {
    process.env = saved;
  }
});
