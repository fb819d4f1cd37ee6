import { db } from "@/lib/db";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { deleteAssessmentAction } from "@/app/(app)/assessments/history/actions";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function account() {
  const a = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "history");
  users.track(a.id);
  return a;
}

const completed = (userId: string) =>
  db.assessmentConversation.create({ data: { userId, assessmentCompleted: true, completedAt: new Date(), severityLevel: "moderate" }, select: { id: true } });
const exists = async (id: string) => (await db.assessmentConversation.count({ where: { id } })) === 1;

describe("deleteAssessmentAction", () => {
  test("deletes her own assessment", async () => {
    const her = await account();
    const { id } = await completed(her.id);
    useBrowser(her.cookies);
    expect(await deleteAssessmentAction({ conversationId: id })).toEqual({ ok: true, data: { conversationId: id } });
    expect(await exists(id)).toBe(false);
  });

  test("refuses someone else's, with the same words as a missing one, and deletes nothing", async () => {
    const owner = await account();
    const other = await account();
    const { id } = await completed(owner.id);
    useBrowser(other.cookies);
    const NOT_FOUND = "This assessment doesn't exist or you don't have access to it";
    expect(await deleteAssessmentAction({ conversationId: id })).toMatchObject({ ok: false, error: NOT_FOUND, code: "not_found" });
    expect(await deleteAssessmentAction({ conversationId: "no-such-assessment" })).toMatchObject({ ok: false, error: NOT_FOUND, code: "not_found" });
    expect(await exists(id)).toBe(true);
  });

  test("checks the input with the shared schema", async () => {
    const her = await account();
    useBrowser(her.cookies);
    expect(await deleteAssessmentAction({})).toMatchObject({ ok: false, fieldErrors: { conversationId: expect.any(String) } });
    expect(await deleteAssessmentAction({ conversationId: "" })).toMatchObject({ ok: false, fieldErrors: { conversationId: "Assessment not found" } });
    expect(await deleteAssessmentAction({ conversationId: "x".repeat(65) })).toMatchObject({ ok: false });
  });

  test("without a session nothing is deleted", async () => {
    const her = await account();
    const { id } = await completed(her.id);
    useBrowser();
    expect(await deleteAssessmentAction({ conversationId: id })).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
    expect(await exists(id)).toBe(true);
  });
});
