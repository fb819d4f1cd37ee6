import { db } from "@/lib/db";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { ANSWERS } from "@/tests/jest/assessment-answers";

import { acknowledgeSafetyAction, completeAssessmentAction, loadAssessmentAction, saveAnswerAction } from "@/app/(app)/assessment/actions";

// The assessment's actions as the browser calls them: the client acts on the error's code.

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function account() {
  const a = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "assess-actions");
  users.track(a.id);
  return a;
}

test("a stale tab's save answers with the code 'conflict'; its fresh read has the latest answers and revision", async () => {
  const her = await account();
  useBrowser(her.cookies);
  const first = await saveAnswerAction({ questionId: "context_story", answer: ANSWERS.context_story! });
  if (!first.ok) throw new Error(first.error);
  const { conversationId, revision } = first.data;
  const other = await saveAnswerAction({ conversationId, revision, questionId: "where", answer: { kind: "choices", values: ["home"] } });
  expect(other).toMatchObject({ ok: true, data: { revision: revision + 1, safetyNotice: { triggers: ["story"] } } });

  const stale = await saveAnswerAction({ conversationId, revision, questionId: "where", answer: { kind: "choices", values: ["work"] } });
  expect(stale).toMatchObject({ ok: false, code: "conflict" });
  const staleCompletion = await completeAssessmentAction({ conversationId, revision });
  expect(staleCompletion).toMatchObject({ ok: false, code: "conflict" });

  const fresh = await loadAssessmentAction({ conversationId });
  expect(fresh).toMatchObject({ ok: true, data: { conversationId, revision: revision + 1, completed: false } });
  if (fresh.ok) expect(fresh.data.responses.where).toEqual({ kind: "choices", values: ["home"] });

  await expect(acknowledgeSafetyAction({ conversationId, triggers: ["story"] })).resolves.toEqual({ ok: true, data: null });
  expect(await loadAssessmentAction({ conversationId })).toMatchObject({ ok: true, data: { safetyNotice: null } });
});

test("another person gets nothing of hers through the actions", async () => {
  const owner = await account();
  const other = await account();
  useBrowser(owner.cookies);
  const first = await saveAnswerAction({ questionId: "context_story", answer: ANSWERS.context_story! });
  if (!first.ok) throw new Error(first.error);
  const { conversationId, revision } = first.data;
  useBrowser(other.cookies);
  expect(await saveAnswerAction({ conversationId, revision, questionId: "where", answer: ANSWERS.where! })).toMatchObject({ ok: false });
  expect(await loadAssessmentAction({ conversationId })).toMatchObject({ ok: false, code: "not_found" });
  expect(await acknowledgeSafetyAction({ conversationId, triggers: ["story"] })).toMatchObject({ ok: false });
  const stored = await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } });
  expect(stored).toMatchObject({ revision, safetyAcknowledged: [] });
});
