import type { RoleName } from "@/lib/domain/auth/roles";
import {
  checkDecision,
  isPubliclyVisible,
  noteRequired,
  statusAfterResubmission,
  VERIFICATION_DECISIONS,
  VERIFICATION_LABELS,
  VERIFICATION_STATUSES,
} from "@/lib/domain/supporters/verification";

const admin: RoleName[] = ["admin"];

test("labels are the spec's", () => {
  expect(VERIFICATION_LABELS).toEqual({ approved: "Verified", pending: "Pending Review", rejected: "Rejected", needs_info: "Needs Info" });
});

describe("checkDecision", () => {
  const others: RoleName[][] = [["professional_supporter"], ["support_taker"], ["local_supporter"], ["professional_supporter", "local_supporter"], []];
  test.each(others)("roles %p may not decide", (...roles) => {
    for (const to of VERIFICATION_DECISIONS) expect(checkDecision(roles, "pending", to, "note").ok).toBe(false);
  });

  test.each(VERIFICATION_STATUSES.flatMap((from) => VERIFICATION_DECISIONS.map((to) => [from, to] as const)))("admin %s -> %s", (from, to) => {
    const result = checkDecision(admin, from, to, "A reason");
    expect(result.ok).toBe(from !== to);
  });

  test("reject and needs info need a note; approve does not", () => {
    expect(noteRequired("approved")).toBe(false);
    expect(checkDecision(admin, "pending", "approved", null).ok).toBe(true);
    for (const to of ["rejected", "needs_info"] as const) {
      expect(noteRequired(to)).toBe(true);
      expect(checkDecision(admin, "pending", to, "   ")).toEqual({ ok: false, reason: "Please add a note that explains this decision." });
      expect(checkDecision(admin, "pending", to, "Please send your licence").ok).toBe(true);
    }
  });
});

test("a new CV answers Needs Info only", () => {
  expect(statusAfterResubmission("needs_info")).toBe("pending");
  for (const s of ["pending", "approved", "rejected"] as const) expect(statusAfterResubmission(s)).toBe(s);
});

test("only approved professionals are visible", () => {
  expect(VERIFICATION_STATUSES.filter(isPubliclyVisible)).toEqual(["approved"]);
});
