import { REPORT_REASON_LABELS, REPORT_REASONS, REPORT_SEVERITY, reporterStatusLabel, severityOf } from "@/lib/domain/moderation/reports";
import { contactSchema, moderationSchema, reportSchema, suspensionSchema } from "@/lib/validations/moderation";

describe("report reasons", () => {
  test("each reason has a label and a severity; the serious ones are danger, harassment and sexual content", () => {
    for (const r of REPORT_REASONS) expect(REPORT_REASON_LABELS[r]).toBeTruthy();
    expect(REPORT_REASONS.filter((r) => REPORT_SEVERITY[r] === 3)).toEqual(["danger", "harassment", "sexual"]);
    expect(severityOf("spam")).toBe(1);
    expect(severityOf("private_info")).toBe(2);
    expect(severityOf("not-a-reason")).toBe(1);
  });
  test("the reporter sees only Received or Handled", () => {
    expect(reporterStatusLabel("open")).toBe("Received");
    for (const s of ["dismissed", "warned", "suspended", "closed"]) expect(reporterStatusLabel(s)).toBe("Handled");
  });
});

describe("validation", () => {
  test("a report needs a known reason and its subject", () => {
    expect(reportSchema.safeParse({ subjectType: "supporter", subjectUserId: "u1", reason: "spam" }).success).toBe(true);
    expect(reportSchema.safeParse({ subjectType: "supporter", subjectUserId: "u1", reason: "made-up" }).success).toBe(false);
    expect(reportSchema.safeParse({ subjectType: "message", subjectUserId: "u1", reason: "spam" }).success).toBe(false);
    expect(reportSchema.safeParse({ subjectType: "message", messageId: "m1", reason: "spam", note: "x".repeat(1001) }).success).toBe(false);
  });
  test("contact: a message, and an optional valid reply address; nothing else is kept", () => {
    expect(contactSchema.parse({ message: " Hi ", replyTo: "" })).toEqual({ message: "Hi", replyTo: "" });
    expect(contactSchema.parse({ message: "Hi", name: "Ann", phone: "555" })).toEqual({ message: "Hi", replyTo: "" });
    expect(contactSchema.safeParse({ message: "  ", replyTo: "" }).success).toBe(false);
    expect(contactSchema.safeParse({ message: "Hi", replyTo: "nope" }).success).toBe(false);
  });
  test("suspension and warn/suspend decisions need a reason; dismiss does not", () => {
    expect(suspensionSchema.safeParse({ userId: "u1", reason: " " }).success).toBe(false);
    expect(moderationSchema.safeParse({ reportId: "r1", decision: "dismiss", note: "" }).success).toBe(true);
    expect(moderationSchema.safeParse({ reportId: "r1", decision: "warn", note: "" }).success).toBe(false);
    expect(moderationSchema.safeParse({ reportId: "r1", decision: "suspend", note: "Threats" }).success).toBe(true);
  });
});
