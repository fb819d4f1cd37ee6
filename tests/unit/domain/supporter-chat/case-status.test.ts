import { CASE_STATUS_LABELS, caseStatus, compareCases } from "@/lib/domain/supporter-chat/case-status";
import { canStartClaraChat } from "@/lib/domain/supporter-chat";

describe("caseStatus", () => {
  test.each([
    [{ supporterMessages: 0, lastSenderIsSupporter: null }, "new"],
    [{ supporterMessages: 0, lastSenderIsSupporter: false }, "new"],
    [{ supporterMessages: 1, lastSenderIsSupporter: true }, "replied"],
    [{ supporterMessages: 2, lastSenderIsSupporter: false }, "needs_reply"],
  ] as const)("%j → %s", (input, expected) => {
    expect(caseStatus(input)).toBe(expected);
  });
  test("every status has a label", () => {
    expect(Object.keys(CASE_STATUS_LABELS).sort()).toEqual(["needs_reply", "new", "replied"]);
  });
});

describe("compareCases", () => {
  test("unread first, then the most recent activity", () => {
    const list = [
      { id: "old-read", unread: false, lastActivity: "2026-11-01T10:00:00.000Z" },
      { id: "new-read", unread: false, lastActivity: "2026-11-20T10:00:00.000Z" },
      { id: "old-unread", unread: true, lastActivity: "2026-11-02T10:00:00.000Z" },
      { id: "new-unread", unread: true, lastActivity: "2026-11-21T10:00:00.000Z" },
    ];
    expect([...list].sort(compareCases).map((c) => c.id)).toEqual(["new-unread", "old-unread", "new-read", "old-read"]);
  });
});

describe("canStartClaraChat", () => {
  test.each([
    [["support_taker"], "normal", true],
    [["admin"], "normal", true],
    [["professional_supporter"], "normal", false],
    [["local_supporter"], "normal", false],
    [["professional_supporter", "local_supporter"], "normal", false],
    [["professional_supporter"], "support_mode", true],
    [["local_supporter"], "support_mode", true],
  ] as const)("%j in %s → %s", (roles, mode, expected) => {
    expect(canStartClaraChat(roles, mode)).toBe(expected);
  });
});
