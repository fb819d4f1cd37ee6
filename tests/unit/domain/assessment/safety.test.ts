import {
  answerSafetyTriggers,
  NOT_SAFE_ANSWERS,
  newAnswerNotice,
  noticeFor,
  questionById,
  RISK_FLAGS,
  SAFETY_TRIGGER_PATTERN,
  type Responses,
} from "@/lib/domain/assessment";
import { pendingSafetyNotice, safetyTriggers, storyCrisisCategories } from "@/lib/domain/assessment/safety";
import { crisisResources } from "@/lib/domain/crisis/resources";

const story = (text: string): Responses => ({ context_story: { kind: "text", text } });
const safety = (value: string): Responses => ({ physical_safety: { kind: "choice", value } });
const signs = (...values: string[]): Responses => ({ danger_signs: { kind: "choices", values } });

describe("which answers bring the safety message", () => {
  it("'No' and 'Not really' to feeling physically safe now; 'Yes' and 'Mostly' do not", () => {
    const options = questionById("physical_safety")!.options!.map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining([...NOT_SAFE_ANSWERS]));
    expect(answerSafetyTriggers(safety("no"))).toEqual(["not_safe"]);
    expect(answerSafetyTriggers(safety("not_really"))).toEqual(["not_safe"]);
    expect(answerSafetyTriggers(safety("mostly"))).toEqual([]);
    expect(answerSafetyTriggers(safety("yes"))).toEqual([]);
    expect(answerSafetyTriggers({ physical_safety: { kind: "skipped" } })).toEqual([]);
  });

  it("every danger sign the risk rule flags, one trigger each; 'None of these' brings none", () => {
    expect(answerSafetyTriggers(signs("strangulation"))).toEqual(["danger:strangulation"]);
    expect(answerSafetyTriggers(signs("weapon", "threats_to_kill", "stalking", "separation"))).toEqual([
      "danger:weapon",
      "danger:threats_to_kill",
      "danger:stalking",
      "danger:separation",
    ]);
    expect(answerSafetyTriggers({ fear_for_life: { kind: "choice", value: "yes" } })).toEqual(["danger:fear_for_life"]);
    expect(answerSafetyTriggers({ fear_for_life: { kind: "choice", value: "not_sure" } })).toEqual([]);
    expect(answerSafetyTriggers(signs("none"))).toEqual([]);
    // Each flag makes a trigger that can be stored.
    for (const flag of RISK_FLAGS) expect(`danger:${flag}`).toMatch(SAFETY_TRIGGER_PATTERN);
  });

  it("crisis language in her story, read by the crisis detector", () => {
    expect(safetyTriggers(story("He choked me last night and said next time he will kill me."))).toEqual(["story"]);
    expect(storyCrisisCategories(story("I don't want to live anymore."))).toContain("suicide");
    expect(safetyTriggers(story("My manager makes comments about my clothes in meetings."))).toEqual([]);
    expect(safetyTriggers({ ...story("I want to die."), ...safety("no") })).toEqual(["story", "not_safe"]);
  });
});

describe("the message to show now", () => {
  it("nothing when nothing calls for it, or when she has answered every trigger", () => {
    expect(pendingSafetyNotice({}, [])).toBeNull();
    expect(pendingSafetyNotice(safety("no"), ["not_safe"])).toBeNull();
  });

  it("her own danger: 911, the DV hotline and the text line", () => {
    const notice = pendingSafetyNotice(safety("no"), [])!;
    expect(notice).toEqual({ triggers: ["not_safe"], categories: ["imminent_danger"], focus: "danger" });
    expect(crisisResources(notice.categories).map((r) => r.href)).toEqual(["tel:911", "tel:18007997233", "sms:741741?body=HOME"]);
  });

  it("shown once per trigger: a new danger sign is new, the ones she answered are not", () => {
    const answers = { ...safety("no"), ...signs("strangulation", "stalking") };
    expect(pendingSafetyNotice(answers, ["not_safe"])?.triggers).toEqual(["danger:strangulation", "danger:stalking"]);
    expect(pendingSafetyNotice(answers, ["not_safe", "danger:strangulation", "danger:stalking"])).toBeNull();
    const more = { ...answers, fear_for_life: { kind: "choice" as const, value: "yes" } };
    expect(pendingSafetyNotice(more, ["not_safe", "danger:strangulation", "danger:stalking"])?.triggers).toEqual(["danger:fear_for_life"]);
  });

  it("a story of suicide: 988 first, in Clara's words for that", () => {
    const notice = pendingSafetyNotice(story("I can't go on. I'm thinking about killing myself."), [])!;
    expect(notice.focus).toBe("self");
    expect(crisisResources(notice.categories)[0]!.href).toBe("tel:988");
  });

  it("a story of suicide with her own danger: 911 first, every line offered", () => {
    const notice = pendingSafetyNotice({ ...story("I want to kill myself."), ...safety("no") }, [])!;
    expect(notice.focus).toBe("danger");
    const hrefs = crisisResources(notice.categories).map((r) => r.href);
    expect(hrefs[0]).toBe("tel:911");
    expect(hrefs).toEqual(expect.arrayContaining(["tel:988", "tel:18007997233", "sms:741741?body=HOME"]));
  });

  it("a story of violence: the danger lines", () => {
    const notice = pendingSafetyNotice(story("My husband beat me up again last night."), [])!;
    expect(notice.triggers).toEqual(["story"]);
    expect(notice.focus).toBe("danger");
    expect(crisisResources(notice.categories)[0]!.href).toBe("tel:911");
  });

  it("an answer that could not be saved: the danger it newly names, for the browser", () => {
    expect(newAnswerNotice({}, safety("no"))).toEqual({ triggers: ["not_safe"], categories: ["imminent_danger"], focus: "danger" });
    expect(newAnswerNotice(safety("no"), { ...safety("no"), ...signs("none") })).toBeNull();
    expect(newAnswerNotice(signs("stalking"), signs("stalking", "weapon"))?.triggers).toEqual(["danger:weapon"]);
    expect(noticeFor([], [])).toBeNull();
  });

  it("stored trigger keys are checked", () => {
    for (const key of ["not_safe", "story", "danger:strangulation"]) expect(key).toMatch(SAFETY_TRIGGER_PATTERN);
    for (const key of ["", "danger:", "x", "not_safe; drop", "danger:Strangulation"]) expect(key).not.toMatch(SAFETY_TRIGGER_PATTERN);
  });
});
