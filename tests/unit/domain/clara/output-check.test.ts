// Clara's model output is checked before it is shown (issue 15): requests for identifying
// details and links outside the allow-list are caught; ordinary supportive replies, questions
// about her safety, Haven's own links and the roadmap's organisations pass.
import { checkableLength, modelReplyProblem } from "@/lib/domain/clara/output-check";
import { claraReply } from "@/lib/domain/clara";
import { detectCrisis } from "@/lib/domain/crisis";
import { EVERYDAY_MESSAGES } from "./everyday-messages";

describe("replies that ask for identifying details", () => {
  test.each([
    "To help you best, could you share your home address?",
    "What is your address?",
    "Where do you live right now?",
    "Can you tell me where you live?",
    "Where does he work?",
    "Which company do you work for?",
    "Who do you work for?",
    "What's your full name?",
    "What is your name?",
    "Please tell me your real name so I can help.",
    "I'll need your phone number to follow up.",
    "What's the name of your employer?",
    "Could you let me know the name of your workplace?",
    "What is your partner's name?",
    "What's his name?",
    "Please send me your e-mail and I'll write to you.",
    "I'd like to know your date of birth.",
    "Can you share your current location with me?",
    "That sounds scary. Where do you and your kids live? I can look for help nearby.",
  ])("%s", (reply) => {
    expect(modelReplyProblem(reply)).toBe("asks-identifying-details");
  });
});

describe("replies that link outside the allow-list", () => {
  test.each([
    "You can read more at https://example.com/help.",
    "Have a look at www.some-forum.net for stories like yours.",
    "See [this guide](https://evil.example/track) for more.",
    "Open [your roadmap](/settings) to change it.",
    "Write to help@support-line.org and they will answer.",
    "Try safe-women-forum.com, it helped others.",
    "The hotline's site is http://www.thehotline.org (plain http).",
    "Visit [the hotline](javascript:alert(1)).",
  ])("%s", (reply) => {
    expect(modelReplyProblem(reply)).toBe("link-outside-allow-list");
  });
});

describe("replies that are fine", () => {
  test.each([
    "That sounds really hard. What happened next?",
    "You don't need to tell me your name or where you live — Haven is anonymous.",
    "You never have to share your address here.",
    "Does he know where you live now?",
    "Does he track your location through your phone?",
    "Is your phone shared with him?",
    "Are you safe right now?",
    "Is your partner's behaviour getting worse?",
    "Does your workplace have an HR department?",
    "Your next step is on [your roadmap](/roadmap), and [the Supporters page](/supporters) has people who can help.",
    "If you are in danger, use [the emergency page](/emergency) or call 911.",
    "The National Domestic Violence Hotline (1-800-799-7233, www.thehotline.org) is there day and night.",
    "RAINN's site https://www.rainn.org has a chat line, and 988lifeline.org is there too.",
    "How did that make you feel?",
    "Would it help to write down what happened, with dates, somewhere he can't see?",
  ])("%s", (reply) => {
    expect(modelReplyProblem(reply)).toBeNull();
  });

  test("the built-in engine's own replies to everyday messages all pass", () => {
    for (const { text, context } of EVERYDAY_MESSAGES) {
      const reply = claraReply({ message: text, history: [], crisis: detectCrisis(text), context });
      expect([text, modelReplyProblem(reply)]).toEqual([text, null]);
    }
  });

  test("the built-in crisis protocol passes", () => {
    const text = "I think he is going to kill me tonight";
    const reply = claraReply({ message: text, history: [], crisis: detectCrisis(text), context: {} });
    expect(modelReplyProblem(reply)).toBeNull();
  });
});

describe("what part of a streaming reply can be judged", () => {
  test.each([
    ["That sounds hard. What hap", "That sounds hard. ".length],
    ["No sentence yet", 0],
    ["One. Two? Three! Four", "One. Two? Three! ".length],
    ["Line one\nline two", "Line one\n".length],
    ["Fine. Look at [the emergency. page", "Fine. ".length],
    ["Fine. See [your roadmap](/roadmap). Then", "Fine. See [your roadmap](/roadmap). ".length],
  ])("%j", (text, expected) => {
    expect(checkableLength(text)).toBe(expected);
  });
});
