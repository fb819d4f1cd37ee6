import {
  ANSWER_MESSAGES,
  answersOnPath,
  applyAnswer,
  answerText,
  checkAnswer,
  isComplete,
  nextQuestion,
  progress,
  QUESTIONS,
  questionById,
  REQUIRED_QUESTION_IDS,
  STAGES,
  stageIntro,
  TOTAL_MINUTES,
  transcript,
  WELCOME_MESSAGE,
  type Answer,
  type Responses,
} from "@/lib/domain/assessment";

const q = (id: string) => questionById(id)!;

describe("stages", () => {
  it("are the spec's five, in order, 2/3/2/1/2 minutes", () => {
    expect(STAGES.map((s) => [s.title, s.minutes])).toEqual([
      ["Understanding Your Situation", 2],
      ["Learning More", 3],
      ["Assessing Impact", 2],
      ["Safety Check", 1],
      ["Support & Next Steps", 2],
    ]);
    expect(TOTAL_MINUTES).toBe(10);
  });
  it("introduce themselves with 'about N minutes'", () => {
    expect(stageIntro(STAGES[0]!)).toBe("Understanding Your Situation (about 2 minutes)");
    expect(stageIntro(STAGES[3]!)).toBe("Safety Check (about 1 minute)");
  });
  it("each hold questions, in stage order", () => {
    const order = QUESTIONS.map((question) => question.stage);
    expect([...order].sort()).toEqual(order);
    for (const stage of STAGES) expect(order).toContain(stage.number);
  });
});

describe("required questions carry the spec's list", () => {
  it("context story, frequency, escalation, mental health, physical safety, violence, told anyone", () => {
    expect(REQUIRED_QUESTION_IDS).toEqual(["context_story", "frequency", "escalation", "mental_health", "physical_safety", "violence", "told_anyone"]);
  });
  it("uses every question type", () => {
    expect(new Set(QUESTIONS.map((question) => question.type))).toEqual(new Set(["text", "radio", "checkbox", "slider", "emoji", "buttons"]));
  });
  it("question ids are unique", () => expect(new Set(QUESTIONS.map((x) => x.id)).size).toBe(QUESTIONS.length));
});

describe("checkAnswer (spec part 2 §5)", () => {
  it.each<[string, Answer, string | null]>([
    ["context_story", { kind: "text", text: "   " }, ANSWER_MESSAGES.blank],
    ["context_story", { kind: "text", text: "He shouts at me" }, null],
    ["context_story", { kind: "text", text: "x".repeat(4001) }, ANSWER_MESSAGES.tooLong],
    ["context_story", { kind: "skipped" }, ANSWER_MESSAGES.required],
    ["where", { kind: "skipped" }, null],
    ["where", { kind: "choices", values: [] }, ANSWER_MESSAGES.choose],
    ["where", { kind: "choices", values: [], other: "At church" }, null],
    ["where", { kind: "choices", values: ["work"], other: "x".repeat(201) }, ANSWER_MESSAGES.otherTooLong],
    ["where", { kind: "choices", values: ["work"], other: "x".repeat(200) }, null],
    ["where", { kind: "choices", values: ["mars"] }, ANSWER_MESSAGES.unknownOption],
    ["life_impact", { kind: "choices", values: ["sleep"], other: "extra" }, ANSWER_MESSAGES.unknownOption],
    ["danger_signs", { kind: "choices", values: ["none", "weapon"] }, ANSWER_MESSAGES.noneAlone],
    ["danger_signs", { kind: "choices", values: ["none"] }, null],
    ["frequency", { kind: "choice", value: "daily" }, null],
    ["frequency", { kind: "choice", value: "hourly" }, ANSWER_MESSAGES.unknownOption],
    ["frequency", { kind: "choices", values: ["daily"] }, ANSWER_MESSAGES.chooseOne],
    ["escalation", { kind: "skipped" }, ANSWER_MESSAGES.required],
    ["mental_health", { kind: "scale", value: 0 }, ANSWER_MESSAGES.outOfRange],
    ["mental_health", { kind: "scale", value: 11 }, ANSWER_MESSAGES.outOfRange],
    ["mental_health", { kind: "scale", value: 5.5 }, ANSWER_MESSAGES.outOfRange],
    ["mental_health", { kind: "scale", value: 10 }, null],
    ["feelings", { kind: "choices", values: [] }, null],
    ["feelings", { kind: "choices", values: ["anxious", "hopeful"] }, null],
  ])("%s %j → %s", (id, answer, expected) => expect(checkAnswer(q(id), answer)).toBe(expected));
});

describe("answerText", () => {
  it("shows labels, Other and scales in her words", () => {
    expect(answerText(q("where"), { kind: "choices", values: ["work", "online"], other: " At the gym " })).toBe("At work, Online, Other: At the gym");
    expect(answerText(q("mental_health"), { kind: "scale", value: 7 })).toBe("7 out of 10");
    expect(answerText(q("frequency"), { kind: "choice", value: "daily" })).toBe("Every day, or almost");
    expect(answerText(q("feelings"), { kind: "choices", values: [] })).toBe("Nothing selected");
    expect(answerText(q("where"), { kind: "skipped" })).toBe("Skipped");
  });
});

describe("flow", () => {
  it("starts at the first question and, with a story, at question 2", () => {
    expect(nextQuestion({})?.id).toBe("context_story");
    expect(nextQuestion({ context_story: { kind: "text", text: "story" } })?.id).toBe(QUESTIONS[1]!.id);
  });

  it("tracks progress, stage and minutes left", () => {
    expect(progress({})).toMatchObject({ answered: 0, progressPercentage: 0, currentStage: 1, estimatedTimeRemaining: 10 });
    const firstStage = Object.fromEntries(QUESTIONS.filter((x) => x.stage === 1).map((x) => [x.id, { kind: "skipped" } as Answer]));
    expect(progress(firstStage)).toMatchObject({ currentStage: 2, estimatedTimeRemaining: 8 });
  });

  it("is complete when every question has an answer or a skip", () => {
    const all: Responses = Object.fromEntries(QUESTIONS.map((x) => [x.id, { kind: "skipped" } as Answer]));
    expect(isComplete(all)).toBe(true);
    expect(progress(all)).toMatchObject({ progressPercentage: 100, currentStage: 5, estimatedTimeRemaining: 0 });
    expect(nextQuestion(all)).toBeNull();
  });

  it("rebuilds the conversation so far, ending on the open question", () => {
    const messages = transcript({ context_story: { kind: "text", text: "He follows me home." } });
    expect(messages.map((m) => [m.role, m.kind, m.content])).toEqual([
      ["assistant", "welcome", WELCOME_MESSAGE],
      ["assistant", "stage", "Understanding Your Situation (about 2 minutes)"],
      ["assistant", "question", q("context_story").prompt],
      ["user", "answer", "He follows me home."],
      ["assistant", "question", q("where").prompt],
    ]);
  });

  it("introduces each stage once, when its first question comes", () => {
    const all: Responses = Object.fromEntries(QUESTIONS.map((x) => [x.id, { kind: "skipped" } as Answer]));
    const stages = transcript(all)
      .filter((m) => m.kind === "stage")
      .map((m) => m.content);
    expect(stages).toEqual(STAGES.map(stageIntro));
  });
});

describe("changing an answer", () => {
  const base: Responses = {
    context_story: { kind: "text", text: "It started at work." },
    where: { kind: "choices", values: ["work"] },
  };

  it("the next question in order is added; one further on is refused", () => {
    const added = applyAnswer(base, "relationship", { kind: "choice", value: "manager" });
    expect(added).toEqual({ ok: true, changed: true, responses: { ...base, relationship: { kind: "choice", value: "manager" } } });
    expect(applyAnswer(base, "frequency", { kind: "choice", value: "once" })).toEqual({ ok: false, reason: "out_of_order" });
  });

  it("an earlier answer can be changed; the same answer again changes nothing", () => {
    const changed = applyAnswer(base, "where", { kind: "choices", values: ["home"] });
    expect(changed).toEqual({ ok: true, changed: true, responses: { ...base, where: { kind: "choices", values: ["home"] } } });
    expect(applyAnswer(base, "where", { kind: "choices", values: ["work"] })).toEqual({ ok: true, changed: false, responses: base });
    // What comes next stays where it was.
    if (changed.ok) expect(nextQuestion(changed.responses)?.id).toBe("relationship");
  });

  it("only answers to questions on her path count (in question order)", () => {
    const withStray = { where: base.where!, retired_question: { kind: "skipped" as const }, context_story: base.context_story! };
    const kept = answersOnPath(withStray);
    expect(Object.keys(kept)).toEqual(["context_story", "where"]);
    // Every question is on the path today, whatever she answered.
    const all = Object.fromEntries(QUESTIONS.map((q) => [q.id, { kind: "skipped" as const }]));
    expect(Object.keys(answersOnPath(all))).toEqual(QUESTIONS.map((q) => q.id));
  });
});
