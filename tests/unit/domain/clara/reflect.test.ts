// Clara says back what she heard (lib/domain/clara/reflect.ts). When no paraphrase fits, her
// own short clause is mirrored from Clara's side; a question is reflected as the question.
import { reflection } from "@/lib/domain/clara/reflect";

describe("reflection: her clause mirrored when nothing else says it back", () => {
  it.each([
    ["I feel stupid for letting it get like this", "You said you feel stupid for letting it get like this."],
    ["nobody talks about her anymore", "You said nobody talks about her anymore."],
    ["I don't know what to tell her", "You said you don't know what to tell her."],
    ["I have no savings of my own", "You said you have no savings of your own."],
    ["everyone at work already has their groups", "You said everyone at work already has their groups."],
  ])("%s", (message, expected) => {
    expect(reflection(message, 1)).toBe(expected);
  });

  it.each([
    ["how do people start over with nothing?", "You're asking how people start over with nothing."],
    ["what are my options?", "You're asking what your options are."],
    ["how do adults even make friends?", "You're asking how adults even make friends."],
  ])("a question: %s", (message, expected) => {
    expect(reflection(message, 1)).toBe(expected);
  });

  it("mirrors nothing that speaks to Clara, nothing too long, and nothing without a subject", () => {
    expect(reflection("do you think I'm overreacting about all of this", 1)).toBeNull();
    expect(reflection("I keep going over and over it in my head every single night and it never stops at all", 1) ?? "").not.toMatch(/^You said/);
    expect(reflection("so much to do at work lately", 1) ?? "").not.toMatch(/^You said/);
  });

  it("leaves crisis messages to the crisis wording", () => {
    expect(reflection("I cut myself again last night", 1, "self_harm") ?? "").not.toMatch(/^You said/);
  });

  it.each([
    ["he waits in the car park when I finish", "imminent_danger", "Thank you for telling me that he waits in the car park when you finish."],
    ["my husband choked me last night", "violence", "Thank you for telling me that your husband choked you last night."],
  ])("says back danger from someone in her clause: %s", (message, category, expected) => {
    expect(reflection(message, 1, category)).toBe(expected);
  });

  it("names danger without her clause when it is long, a question or not about someone", () => {
    expect(reflection("he said that if I ever try to take the kids to my mother's again he will make me pay", 1, "imminent_danger")).toBe(
      "Thank you for telling me about the danger from him.",
    );
    expect(reflection("I want to die", 1, "suicide")).toBe("Thank you for telling me about thoughts of ending your life.");
  });
});
