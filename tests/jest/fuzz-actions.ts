// Issue 15: every server action, called with hostile input as each kind of person (signed out,
// support taker, supporter, admin), answers with its error shape (or Next's redirect/notFound)
// and never fails unexpectedly; a refused call stores nothing. The actions are found on disk
// ("use server" files), so a new action is fuzzed without touching this file. Two test files
// (tests/integration/fuzz-actions-*.test.ts) each take two personas, so two Jest workers share the work.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { db } from "@/lib/db";
import { createAiChat } from "@/lib/data/chats";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestRealtime } from "@/tests/jest/realtime";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { SEED, describe as show, isNextControlError, junkActionInput } from "@/tests/jest/fuzz";

const ROOT = path.resolve(__dirname, "../..");
const RUNS_PER_ACTION = Number(process.env.FUZZ_RUNS ?? 12);
// Actions that end the caller's own session run last, so the others still see her signed in.
const SESSION_ENDING = new Set(["signOutAction", "deleteAccountAction"]);

type Action = (input: unknown) => Promise<unknown>;

function serverActionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "generated" ? [] : serverActionFiles(file);
    return /\.tsx?$/.test(entry.name) && /^\s*["']use server["']/.test(fs.readFileSync(file, "utf8")) ? [file] : [];
  });
}

function inventory(): { name: string; action: Action }[] {
  const files = ["app", "lib", "components"].flatMap((dir) => serverActionFiles(path.join(ROOT, dir)));
  const actions = files.flatMap((file) =>
    Object.entries(require(file) as Record<string, unknown>)
      .filter(([, value]) => typeof value === "function")
      .map(([name, action]) => ({ name: `${path.relative(ROOT, file)}#${name}`, short: name, action: action as Action })),
  );
  return actions.sort((a, b) => Number(SESSION_ENDING.has(a.short)) - Number(SESSION_ENDING.has(b.short)));
}

// What a refused call must leave untouched: every table a person's input can reach (sessions,
// rate-limit counters and better-auth's verification rows change on any sign-in attempt).
const WATCHED = [
  "users",
  "profiles",
  "user_roles",
  "accounts",
  "professional_supporters",
  "supporter_specializations",
  "verification_events",
  "local_supporters",
  "assessment_conversations",
  "support_chats",
  "chat_messages",
  "email_preferences",
  "safety_preferences",
  "emergency_contacts",
  "reviews",
  "email_outbox",
];
async function snapshot(): Promise<string> {
  const parts = WATCHED.map((table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t)`);
  const [row] = await db.$queryRawUnsafe<{ s: string }[]>(`SELECT concat_ws(',', ${parts.join(", ")}) AS s`);
  return row!.s;
}

export type Persona = "signed out" | "support taker" | "supporter" | "admin";

/**
 * Registers a test file's hooks and its one test: every action, fuzzed as each of `fuzzed`.
 * The inputs depend only on the action, so every persona gets the same junk.
 */
export function fuzzServerActions(fuzzed: Persona[]): void {
  const users = userTracker();
  let realtime: RealtimeServer;
  const personas: { name: Persona; account: TestAccount | null }[] = [];
  const extraValues: unknown[] = [];

  beforeAll(async () => {
    realtime = await startTestRealtime();
    const taker = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "fuzz-taker");
    const supporter = await signUpAccount({ kind: "professional", fullName: "Dr Fuzz", professionalTitle: "Counsellor", alsoLocal: true }, "fuzz-pro");
    const admin = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, "fuzz-admin");
    for (const a of [taker, supporter, admin]) users.track(a.id);
    await db.userRole.create({ data: { userId: admin.id, role: "admin" } });
    await db.profile.update({ where: { userId: admin.id }, data: { primaryRole: "admin" } });
    // Real ids, so junk also reaches the code behind the id checks.
    const chat = await createAiChat({ userId: taker.id, roles: ["support_taker"] });
    const pro = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: supporter.id } });
    extraValues.push("Hello there", 3, chat.id, supporter.id, pro.id, taker.id, `private-chat-${chat.id}`, `private-user-${taker.id}`);
    const all: typeof personas = [
      { name: "signed out", account: null },
      { name: "support taker", account: taker },
      { name: "supporter", account: supporter },
      { name: "admin", account: admin },
    ];
    personas.push(...all.filter((persona) => fuzzed.includes(persona.name)));
  });

  afterAll(async () => {
    // The admin persona ran the sample-data tools: leave no sample accounts for other files.
    await db.user.deleteMany({ where: { isSample: true } });
    await users.cleanup();
    await realtime.close();
    await db.$disconnect();
  });

  test(
    "every server action answers hostile input without a server error, and a refusal stores nothing",
    async () => {
      const actions = inventory();
      expect(actions.length).toBeGreaterThan(30); // the inventory found them (chat reads and ticks are route handlers now)
      const failures: string[] = [];
      let calls = 0;
      let serverErrors = 0;
      const logged: unknown[][] = [];
      const errorSpy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));

      // The database as the last refused call left it (unchanged, or that call failed): the next
      // call starts from it, so it is read once per call, not twice.
      let known: string | null = null;
      for (const persona of personas) {
        for (const [index, { name, action }] of actions.entries()) {
          // The fields this action reads, as its answer to an empty form names them.
          useBrowser(persona.account?.cookies ?? {}, { "x-forwarded-for": "10.15.0.1" });
          const probe = (await action({}).catch(() => null)) as { fieldErrors?: Record<string, string> } | null;
          known = null;
          const ownFields = Object.keys(probe?.fieldErrors ?? {}).map((key) => key.split(".")[0]!);
          const inputs = fc.sample(junkActionInput(extraValues, ownFields), { numRuns: RUNS_PER_ACTION, seed: SEED + index });
          for (const input of inputs) {
            useBrowser(persona.account?.cookies ?? {}, { "x-forwarded-for": "10.15.0.1" });
            logged.length = 0;
            const before: string = known ?? (await snapshot());
            known = null;
            let result: unknown;
            let problem: string | null = null;
            calls++;
            try {
              result = await action(input);
              const shaped =
                result && typeof result === "object" && "ok" in result && (result.ok === true || ("error" in result && typeof result.error === "string"));
              if (!shaped) problem = `answered ${show(result)}`;
            } catch (error) {
              if (!isNextControlError(error)) problem = `threw ${String(error).slice(0, 200)}`;
            }
            if (!problem && logged.length) problem = `logged ${logged.map((args) => args.map(String).join(" ").slice(0, 200)).join(" / ")}`;
            if (problem) serverErrors++;
            if (!problem && (result as { ok?: boolean } | undefined)?.ok === false) {
              const after = await snapshot();
              if (after !== before) problem = "stored something while refusing";
              else known = after;
            }
            if (problem) failures.push(`${persona.name} ${name}(${show(input)}): ${problem}`);
          }
        }
      }
      errorSpy.mockRestore();
      console.log(
        `[fuzz] server actions: ${actions.length} actions x ${personas.length} personas, ${calls} calls, ${serverErrors} server errors, ${failures.length} failures`,
      );
      expect(failures).toEqual([]);
    },
    20 * 60_000,
  );
}
