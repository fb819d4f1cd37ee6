import {
  APPROVAL_NEEDS_CHECKLIST,
  checkChecklistChange,
  checkLocalDecision,
  CHECKLIST_LOCKED_WHILE_APPROVED,
  outstandingReviewSteps,
  type LocalChecklist,
} from "@/lib/domain/supporters/local-verification";
import { checkDecision, OWN_APPLICATION, VERIFICATION_DECISIONS, VERIFICATION_STATUSES, type VerificationDecision } from "@/lib/domain/supporters/verification";

const list = (identitySeen: boolean, guidelinesAgreed: boolean, interviewNote: string | null = null): LocalChecklist => ({
  identitySeen,
  guidelinesAgreed,
  interviewNote,
});

describe("checkLocalDecision: approval needs identity seen and guidelines agreed", () => {
  const rows: [VerificationDecision, LocalChecklist, boolean][] = [
    ["approved", list(true, true), true],
    ["approved", list(true, true, "Met on video"), true],
    ["approved", list(true, false, "Met on video"), false],
    ["approved", list(false, true, "Met on video"), false],
    ["approved", list(false, false), false],
    ["needs_info", list(false, false), true],
    ["rejected", list(false, false), true],
    ["rejected", list(true, true), true],
  ];
  test.each(rows)("%s with %p -> %p", (decision, checklist, ok) => {
    const result = checkLocalDecision(decision, checklist);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.reason).toBe(APPROVAL_NEEDS_CHECKLIST);
  });
});

describe("checkChecklistChange: an approval's grounds cannot be unticked while it stands", () => {
  test.each(
    VERIFICATION_STATUSES.flatMap((status) => [list(true, true), list(true, false), list(false, true), list(false, false)].map((c) => [status, c] as const)),
  )("%s with %p", (status, checklist) => {
    const result = checkChecklistChange(status, checklist);
    const complete = checklist.identitySeen && checklist.guidelinesAgreed;
    expect(result.ok).toBe(status !== "approved" || complete);
    if (!result.ok) expect(result.reason).toBe(CHECKLIST_LOCKED_WHILE_APPROVED);
  });
});

describe("outstandingReviewSteps: what she is still waiting on", () => {
  test.each([
    [{ status: "pending" as const, hasLocation: false, checklist: list(false, false) }, ["location", "identity", "guidelines", "interview"]],
    [{ status: "pending" as const, hasLocation: true, checklist: list(true, false) }, ["guidelines", "interview"]],
    [{ status: "pending" as const, hasLocation: true, checklist: list(true, true, "  ") }, ["interview"]],
    [{ status: "needs_info" as const, hasLocation: true, checklist: list(true, true, "done") }, []],
    [{ status: "approved" as const, hasLocation: false, checklist: list(false, false) }, []],
    [{ status: "rejected" as const, hasLocation: true, checklist: list(false, false) }, []],
    [{ status: null, hasLocation: false, checklist: list(false, false) }, ["location", "identity", "guidelines", "interview"]],
  ])("%p -> %p", (input, expected) => {
    expect(outstandingReviewSteps(input)).toEqual(expected);
  });
});

test("an admin never decides on her own application, whatever the decision", () => {
  for (const to of VERIFICATION_DECISIONS) {
    expect(checkDecision(["admin", "local_supporter"], "pending", to, "A reason", true)).toEqual({ ok: false, reason: OWN_APPLICATION });
    expect(checkDecision(["admin", "local_supporter"], "pending", to, "A reason", false).ok).toBe(true);
  }
});
