import fc from "fast-check";
import { claraGreeting, claraReply, type ChatTurn, type ClaraContext } from "@/lib/domain/clara";
import { countSentences, sentences } from "@/lib/domain/clara/compose";
import { readMessage } from "@/lib/domain/clara/topics";
import { detectCrisis } from "@/lib/domain/crisis";
import { CORPUS } from "../crisis/corpus";

const LABELLED_MESSAGES = CORPUS.filter((m) => m.source === "labelled");

/** Plays a conversation through Clara, as the chat would: each reply joins the history. */
function converse(messages: readonly string[], context?: ClaraContext): string[] {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = claraReply({ message, history, crisis: detectCrisis(message), context });
    replies.push(reply);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
  }
  return replies;
}

const reply = (message: string, context?: ClaraContext, history: ChatTurn[] = []) => claraReply({ message, history, crisis: detectCrisis(message), context });

const CRISIS_MESSAGES = LABELLED_MESSAGES.filter((m) => m.crisis);
const EVERYDAY = [
  "My manager keeps commenting on my clothes",
  "He checks my phone every night",
  "he keeps texting me from new accounts",
  "I can't sleep",
  "I feel so alone",
  "I'm worried about money if I leave",
  "Can I talk to a lawyer about this?",
  "Should I call the police?",
  "How do I document what's happening?",
  "What should I do next?",
  "I feel like it's my fault",
  "I'm so angry",
  "my kids are scared",
  "hi",
  "thank you",
  "ok",
  "I don't know",
  "This deadline is killing me",
  "Are you a real person?",
  "Is this private?",
];

const IDENTIFYING_QUESTION =
  /(?:your (?:full |real |last )?(?:name|address|employer|company|workplace|phone|number|e-?mail|location|zip|postcode)|where do you (?:live|work|stay)|where (?:does|do) (?:he|she|they) (?:live|work)|what(?:'s| is) (?:his|her|their) name|who is (?:he|she)|which company|what company)/i;
const CLAIMS_HUMAN =
  /\bI(?:'m| am) (?:a |an )?(?:human|real person|person|therapist|counsel+or|doctor|lawyer)\b|\bas your (?:therapist|counsel+or|doctor|lawyer)\b|\bI(?:'m| am) not an? (?:ai|bot)\b/i;

describe("the greeting of an empty conversation (spec part 2 §2, AI chat)", () => {
  it("uses the spec's words, and says she is an AI companion (issue 14)", () => {
    expect(claraGreeting()).toBe(
      "Hi, I'm Clara, an AI companion — not a person or a therapist. This is a safe, private space - just for you. What's been happening?",
    );
  });
  it("is what claraReply gives for an empty conversation with nothing typed", () => {
    expect(claraReply({ message: "", history: [], crisis: detectCrisis("") })).toBe(claraGreeting());
  });
  it("greets her by her chosen name, but never by something that looks like an address", () => {
    expect(claraGreeting({ displayName: "Maya" })).toMatch(/^Hi Maya, I'm Clara, an AI companion/);
    expect(claraGreeting({ displayName: "maya@example.com" })).toMatch(/^Hi, I'm Clara, an AI companion/);
    expect(claraGreeting({ displayName: "   " })).toMatch(/^Hi, I'm Clara, an AI companion/);
  });
  it("mentions 911 and the emergency page when her assessment was urgent, else her next roadmap step", () => {
    expect(claraGreeting({ urgent: true, roadmap: { percent: 0, nextStep: "Make a safety plan" } })).toContain("/emergency");
    expect(claraGreeting({ urgent: true })).toContain("911");
    expect(claraGreeting({ roadmap: { percent: 10, nextStep: "Make a safety plan" } })).toContain("“Make a safety plan”");
  });
});

describe("the crisis protocol comes first", () => {
  it.each(CRISIS_MESSAGES.map((m) => [m.text]))("%s", (text) => {
    const answer = reply(text, { caseType: "workplace_harassment", roadmap: { percent: 40, nextStep: "Start an incident log" } });
    expect(answer).toMatch(/safe right now\?/);
    expect(answer).toContain("911");
    expect(answer).toContain("988");
    expect(answer).toContain("1-800-799-7233");
    expect(answer).toContain("HOME to 741741");
    expect(answer).toContain("/emergency");
    expect(answer).not.toContain("Start an incident log");
    // It opens by acknowledging her, before any number.
    expect(sentences(answer)[0]).not.toMatch(/911|988|741741|1-800/);
  });

  it("puts 911 first for danger and violence, and 988 first for thoughts of suicide", () => {
    const danger = reply("he's outside my door");
    expect(danger.indexOf("911")).toBeLessThan(danger.indexOf("988"));
    const violence = reply("he strangled me last night");
    expect(violence.indexOf("911")).toBeLessThan(violence.indexOf("988"));
    const suicide = reply("I want to kill myself");
    expect(suicide.indexOf("988")).toBeLessThan(suicide.indexOf("911"));
  });

  it("when she answers that she is not safe: 911 first, what to do if she can't talk, and no second question", () => {
    for (const answer of ["no", "not really", "No, he's still here", "idk"]) {
      const [first, second] = converse(["he's outside my door", answer]);
      expect(first).toMatch(/safe right now\?/);
      expect(second).toContain("911");
      expect(second).toContain("741741");
      expect(second).toContain("/emergency");
      expect(second).not.toMatch(/safe right now\?/);
      expect(second.indexOf("911")).toBeLessThan(second.indexOf("741741"));
    }
  });

  it("when she answers that she is safe, Clara is glad and keeps 911 and the emergency page in view", () => {
    for (const answer of ["yes", "I'm safe now", "he left", "ok i'm safe"]) {
      const [, second] = converse(["he's outside my door", answer]);
      expect(second).toMatch(/glad|good to hear|relieved/i);
      expect(second).toContain("911");
      expect(second).not.toMatch(/safe right now\?/);
    }
  });

  it("stays with her after a crisis: the next replies remind her the numbers are there", () => {
    const [, next] = converse(["I want to die", "I don't know what to say"]);
    expect(next).toMatch(/911|988/);
  });
});

describe("no reply twice in a conversation", () => {
  it("30 turns of the same message", () => {
    const replies = converse(Array.from({ length: 30 }, () => "my boss yelled at me again"));
    expect(new Set(replies).size).toBe(30);
  });

  it("30 turns of similar messages", () => {
    const messages = Array.from({ length: 30 }, (_, i) => ["I'm scared", "i am so scared", "I'm scared of him", "still scared"][i % 4]!);
    const replies = converse(messages, { caseType: "domestic_abuse", urgent: true, roadmap: { percent: 25, nextStep: "Pack a go-bag" } });
    expect(new Set(replies).size).toBe(30);
  });

  it("30 turns of the same crisis message", () => {
    const replies = converse(Array.from({ length: 30 }, () => "I want to kill myself"));
    expect(new Set(replies).size).toBe(30);
    for (const r of replies) expect(r).toContain("988");
  });

  it("and does not lean on the same opening line turn after turn", () => {
    const replies = converse(Array.from({ length: 12 }, () => "I feel so alone"));
    const openings = replies.map((r) => sentences(r)[0]);
    for (let i = 1; i < openings.length; i++) expect(openings[i]).not.toBe(openings[i - 1]);
  });

  it("for any conversation of up to 30 messages", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVERYDAY, ...CRISIS_MESSAGES.slice(0, 10).map((m) => m.text)), { minLength: 1, maxLength: 30 }), (messages) => {
        const replies = converse(messages);
        expect(new Set(replies).size).toBe(replies.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe("suggestions that fit what she says", () => {
  const contexts: (ClaraContext | undefined)[] = [
    undefined,
    { caseType: "domestic_abuse" },
    { roadmap: { percent: 10, nextStep: "Tell one person you trust" } },
  ];
  const cases: [string, string[], RegExp][] = [
    [
      "work",
      ["my manager keeps touching my shoulder at work", "my coworker sends me gross messages", "my boss humiliates me in every team meeting"],
      /record|HR|\/supporters|emails|\/roadmap/,
    ],
    [
      "home",
      ["my husband yells at me every night", "my boyfriend checks my phone", "things at home with my partner are getting worse"],
      /safety plan|\/emergency|Exit this page|\/supporters|note/,
    ],
    [
      "stalking",
      ["my ex keeps showing up wherever I go", "he tracks my location", "someone keeps making fake accounts to message me"],
      /[Ss]creenshots|log|location sharing|\/emergency|\/supporters/,
    ],
  ];
  it.each(cases)("%s", (_, messages, expected) => {
    for (const context of contexts) {
      for (const message of messages) {
        for (let turns = 0; turns < 4; turns++) {
          const history: ChatTurn[] = Array.from({ length: turns }, (__, i) => [
            { role: "user" as const, content: `earlier ${i}` },
            { role: "assistant" as const, content: `Earlier reply ${i}.` },
          ]).flat();
          expect(reply(message, context, history)).toMatch(expected);
        }
      }
    }
  });

  it("when someone checks her phone, where to keep notes comes first, and never the phone itself", () => {
    for (const message of [
      "He checks my phone every night and gets angry if I talk to my sister.",
      "my husband reads my messages and I want to keep a record",
      "she goes through my phone when I'm asleep",
      "last night he went through my texts again",
      "how do I document what he does? he knows my passcode",
    ]) {
      const answer = reply(message);
      expect(answer).toMatch(/your phone is being checked/);
      expect(answer).not.toMatch(/\/journal|Writing it all down/);
    }
    // Said earlier in the conversation, it still counts when she asks about records later.
    const history: ChatTurn[] = [
      { role: "user", content: "he reads all my texts" },
      { role: "assistant", content: "That sounds exhausting. What happens when he does?" },
    ];
    expect(reply("how do I keep a record of what he does?", undefined, history)).toMatch(/your phone is being checked/);
    // Otherwise documenting advice is as before.
    expect(reply("how do I keep a record of what he does?")).not.toMatch(/your phone is being checked/);
  });

  it("documenting gets practical tips", () => {
    expect(reply("how do I document what he does?")).toMatch(/date|screenshots|notes/);
  });

  it("a question about who Clara is gets an honest answer", () => {
    for (const message of ["are you a real person?", "Am I talking to a bot?", "are you a therapist"]) {
      const answer = reply(message);
      expect(answer).toMatch(/AI companion/);
      expect(answer).not.toMatch(CLAIMS_HUMAN);
    }
  });

  it("a heavy message that is not crisis language gets a gentle, direct question and 988", () => {
    const answer = reply("I feel hopeless, what's the point");
    expect(answer).toContain("988");
    expect(answer).not.toContain("/emergency");
  });

  it("her assessment's danger signs bring the emergency page into a first reply", () => {
    expect(reply("my partner has been angry all week", { urgent: true })).toMatch(/\/emergency/);
  });
});

describe("a word that only keeps the conversation going, and a goodbye", () => {
  const disclosed: ChatTurn[] = [
    { role: "user", content: "My manager keeps making comments about my body at work." },
    { role: "assistant", content: reply("My manager keeps making comments about my body at work.") },
  ];
  const ACKS = ["ok", "okay", "Ok.", "k", "hmm", "sure", "fine", "got it", "alright", "mhm", "i see"];
  const GOODBYES = ["bye", "Goodbye", "ok bye", "thanks, bye", "I have to go", "gotta go now", "I need to go", "talk later", "good night", "see you"];

  it.each(ACKS)("%s: read as keeping the conversation going", (message) => {
    expect(readMessage(message).smallTalk).toBe("ack");
  });

  it.each(GOODBYES)("%s: read as a goodbye", (message) => {
    expect(readMessage(message).smallTalk).toBe("goodbye");
  });

  it.each(["yes", "no", "yeah", "not really", "ok so he did it again today", "I have to go to work tomorrow and face him", "it's fine, he only shouts"])(
    "%s: not small talk (an answer, or more to say)",
    (message) => {
      expect(readMessage(message).smallTalk).toBeNull();
    },
  );

  it("is not thanked for sharing, given new advice or sent to a page: Clara waits, and asks", () => {
    for (const message of ACKS) {
      const answer = reply(message, { caseType: "workplace_harassment" }, disclosed);
      expect(answer).not.toMatch(/sharing|telling me|\]\(\/|HR|record|save emails/i);
      expect(countSentences(answer)).toBeLessThanOrEqual(3);
      expect(answer.trim()).toMatch(/\?$/);
    }
  });

  it("just after the crisis protocol, 'ok' still gets the numbers", () => {
    const [, second] = converse(["he's outside my door", "ok"]);
    expect(second).toMatch(/911/);
  });

  it("a goodbye is answered warmly, with how to leave at once and 911, and no question that holds her", () => {
    for (const message of GOODBYES) {
      const answer = reply(message, { caseType: "domestic_abuse" }, disclosed);
      expect(answer).toContain("Exit this page");
      expect(answer).toContain("911");
      expect(answer).toMatch(/come back|talk again/);
      expect(answer).not.toContain("?");
    }
  });
});

describe("her roadmap", () => {
  const context: ClaraContext = { caseType: "workplace_harassment", roadmap: { percent: 30, nextStep: "Start an incident log" } };
  it("names the next step when she asks what to do", () => {
    for (const message of ["What should I do next?", "I don't know where to start", "what now"])
      expect(reply(message, context)).toContain("Start an incident log");
  });
  it("names it when her message is about it, and not in reply to small talk (issue 14: suggestions fit the message)", () => {
    expect(reply("how do I keep a record of what my manager says?", context)).toContain("Start an incident log");
    expect(reply("hi", context)).not.toContain("Start an incident log");
    expect(reply("this deadline is killing me lol", context)).not.toContain("Start an incident log");
  });
  it("celebrates a finished roadmap instead", () => {
    expect(reply("what should I do next?", { roadmap: { percent: 100 } })).toMatch(/finished every step/);
  });
  it("never points to the roadmap when she has none", () => {
    for (const message of EVERYDAY) expect(reply(message, { caseType: "workplace_harassment" })).not.toContain("/roadmap");
  });
});

describe("what Clara never does", () => {
  const anyContext = fc.record({
    caseType: fc.constantFrom(null, "domestic_abuse", "workplace_harassment", "stalking", "online_harassment", "public_harassment", "other"),
    severityLevel: fc.constantFrom(null, "low", "moderate", "serious", "critical"),
    urgent: fc.boolean(),
    roadmap: fc.constantFrom(null, { percent: 0, nextStep: "Make a safety plan" }, { percent: 60, nextStep: "Talk to HR" }, { percent: 100 }),
    displayName: fc.constantFrom(null, "Maya", "J"),
  });

  it("claims to be human or a therapist, asks for identifying details, or runs long", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...EVERYDAY, ...LABELLED_MESSAGES.map((m) => m.text)), { minLength: 1, maxLength: 12 }),
        anyContext,
        (messages, context) => {
          const replies = converse(messages, context);
          replies.forEach((answer, i) => {
            expect(answer).not.toMatch(CLAIMS_HUMAN);
            for (const question of sentences(answer).filter((s) => s.endsWith("?"))) expect(question).not.toMatch(IDENTIFYING_QUESTION);
            const crisisTurn = detectCrisis(messages[i]!).hasCrisisLanguage || /911/.test(answer);
            const count = countSentences(answer);
            expect(count).toBeGreaterThanOrEqual(2);
            expect(count).toBeLessThanOrEqual(crisisTurn ? 7 : 5);
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("is deterministic: the same conversation always gets the same replies", () => {
    const messages = ["hi", "my boss keeps touching me", "I feel ashamed", "I want to die", "no", "ok"];
    expect(converse(messages)).toEqual(converse(messages));
  });

  it("echoes her message back", () => {
    for (const message of EVERYDAY.filter((m) => m.length > 12)) expect(reply(message)).not.toContain(message);
  });
});
