import { deriveCaseType, isUrgent, riskFlags, type Responses } from "@/lib/domain/assessment";

const choice = (value: string) => ({ kind: "choice" as const, value });
const choices = (...values: string[]) => ({ kind: "choices" as const, values });

describe("risk flags (Danger Assessment, DASH, LAP)", () => {
  it("are empty, and not urgent, without danger signs", () => {
    expect(riskFlags({})).toEqual([]);
    expect(riskFlags({ danger_signs: choices("none"), fear_for_life: choice("no") })).toEqual([]);
    expect(isUrgent([])).toBe(false);
  });
  it.each(["strangulation", "weapon", "threats_to_kill", "stalking", "separation"])("%s alone makes it urgent", (sign) => {
    const flags = riskFlags({ danger_signs: choices(sign) });
    expect(flags).toEqual([sign]);
    expect(isUrgent(flags)).toBe(true);
  });
  it("her fear for her life alone makes it urgent", () => {
    expect(riskFlags({ fear_for_life: choice("yes") })).toEqual(["fear_for_life"]);
    expect(riskFlags({ fear_for_life: choice("not_sure") })).toEqual([]);
  });
  it("keeps a fixed order and no duplicates", () => {
    expect(riskFlags({ danger_signs: choices("weapon", "strangulation"), fear_for_life: choice("yes") })).toEqual(["strangulation", "weapon", "fear_for_life"]);
  });
  it("does not change the severity: a low score can still be urgent", async () => {
    const { scoreAssessment } = await import("@/lib/domain/assessment");
    const responses: Responses = {
      frequency: choice("once"),
      escalation: choice("no"),
      physical_safety: choice("yes"),
      mental_health: { kind: "scale", value: 1 },
      danger_signs: choices("strangulation"),
    };
    expect(scoreAssessment(responses).severityLevel).toBe("low");
    expect(isUrgent(riskFlags(responses))).toBe(true);
  });
});

describe("case type", () => {
  it.each<[string, Responses, string]>([
    ["a partner, wherever", { relationship: choice("partner"), where: choices("online") }, "domestic_abuse"],
    ["an ex-partner who stalks", { relationship: choice("ex_partner"), behaviours: choices("stalking") }, "domestic_abuse"],
    ["family", { relationship: choice("family") }, "domestic_abuse"],
    ["at home, who unknown", { where: choices("home") }, "domestic_abuse"],
    ["at work", { where: choices("work") }, "workplace_harassment"],
    ["a manager, online", { relationship: choice("manager"), where: choices("online") }, "workplace_harassment"],
    ["a colleague", { relationship: choice("colleague") }, "workplace_harassment"],
    ["a stranger who follows her", { relationship: choice("stranger"), behaviours: choices("stalking") }, "stalking"],
    ["tracking named as a danger sign", { danger_signs: choices("stalking") }, "stalking"],
    ["in public", { where: choices("public"), relationship: choice("stranger") }, "public_harassment"],
    ["online only", { where: choices("online") }, "online_harassment"],
    ["online behaviour", { behaviours: choices("online_harassment") }, "online_harassment"],
    ["nothing said", {}, "other"],
    ["someone she knows, place not said", { relationship: choice("acquaintance") }, "other"],
  ])("%s → %s", (_name, responses, expected) => expect(deriveCaseType(responses)).toBe(expected));
});
