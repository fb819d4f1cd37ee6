// Clara answers what was said (issue 14): on everyday messages, no reply brings up a topic
// that is in neither her message nor her assessment's situation, and light messages get
// reflection and an open question. The checker below is its own keyword map, written apart
// from the engine's (lib/domain/clara/relevance.ts), so that this test can fail.
import { claraReply, type ChatTurn, type ClaraContext } from "@/lib/domain/clara";
import { CLARA_DISCLOSURE } from "@/lib/domain/chat";
import { detectCrisis } from "@/lib/domain/crisis";
import { EVERYDAY_MESSAGES, LIGHT, MEDICAL, SHELTER } from "./everyday-messages";

interface Topic {
  /** How a reply mentions it. */
  reply: RegExp;
  /** Words in her message that make it relevant. */
  message: RegExp;
  /** Situations from her assessment that make it relevant, when her message touches that situation. */
  cases: string[];
}

const TOPICS: Record<string, Topic> = {
  "strangulation or a medical check": {
    reply: /chok|strangl|medical|doctor|hospital|injur|bruis/i,
    message: /chok|strangl|\bhit\b|punch|slap|kick|push|shove|grab|hurt|injur|bruis|bleed|physical|doctor|hospital/i,
    cases: [],
  },
  police: {
    reply: /\bpolice\b|\bcops?\b|press charges|\breport(?:ing|ed)?\b/i,
    message: /police|\bcops?\b|report|charges|crime|arrest/i,
    cases: ["domestic_abuse", "stalking", "online_harassment"],
  },
  court: { reply: /\bcourts?\b|\bjudge\b|\bhearing\b/i, message: /court|judge|hearing|custody|divorce/i, cases: ["domestic_abuse", "stalking"] },
  lawyer: {
    reply: /lawyer|attorney|\blegal\b/i,
    message: /lawyer|attorney|legal|rights|\bsue\b/i,
    cases: ["domestic_abuse", "stalking", "workplace_harassment"],
  },
  HR: {
    reply: /\bHR\b|human resources/,
    message: /\bHR\b|human resources|boss|manager|supervisor|cowork|colleague|\bwork|\bjob\b|office|shift|client|promotion/i,
    cases: ["workplace_harassment"],
  },
  "restraining order": {
    reply: /restraining|protective order|protection order/i,
    message: /restraining|protective order|protection order/i,
    cases: ["domestic_abuse", "stalking"],
  },
  "shelter or leaving": {
    reply: /shelter|go-?bag|bag ready|somewhere (?:safe )?to stay|leav(?:e|ing) (?:him|her|them|home)\b|time around leaving/i,
    message: /shelter|\bleave|leaving|move out|escape|get out|somewhere to stay/i,
    cases: ["domestic_abuse"],
  },
  "emergency page or 911": {
    reply: /emergency|\b911\b/i,
    message: /emergency|911|danger|unsafe|\bsafe\b|scared|afraid|terrified|threat|follow|show(?:s|ing)? up|stalk|track|hurt|weapon/i,
    cases: ["domestic_abuse", "stalking", "online_harassment"],
  },
  "domestic violence hotline": {
    reply: /Domestic Violence|1-800-799-7233/i,
    message: /husband|boyfriend|partner|wife|girlfriend|\bex\b|abus|\bhome\b|family|kids|children|\bleave/i,
    cases: ["domestic_abuse"],
  },
};

/** What touches each situation: a topic her assessment warrants is relevant only when her message is about that situation. */
const SITUATION: Record<string, RegExp> = {
  domestic_abuse:
    /husband|boyfriend|partner|wife|girlfriend|\bex\b|fianc|marri|relationship|\bhome\b|house|family|kids|children|\bmom\b|\bdad\b|brother|sister|in-laws|jealous|scared|afraid|\bsafe\b/i,
  workplace_harassment: /boss|manager|supervisor|cowork|colleague|\bwork|\bjob\b|office|shift|client|promotion|\bHR\b|meeting/i,
  stalking: /follow|show(?:s|ing)? up|track|location|texting|texts|calls|messag|account|online|blocked|\bex\b/i,
  online_harassment: /online|instagram|facebook|tiktok|social|\bpost|comment|\bDMs?\b|account|photos|messag/i,
};

/** The topics a reply brings up that are in neither her message nor her situation. */
export function offTopic(reply: string, message: string, context: ClaraContext): string[] {
  const situation = context.caseType ? SITUATION[context.caseType] : undefined;
  // Clara's own disclosure names what she is not ("not a person or a therapist"): not a topic.
  const text = reply.replace(CLARA_DISCLOSURE, "");
  return Object.entries(TOPICS)
    .filter(([, topic]) => topic.reply.test(text))
    .filter(([, topic]) => !topic.message.test(message) && !(context.caseType && topic.cases.includes(context.caseType) && situation?.test(message)))
    .map(([name]) => name);
}

const answer = (message: string, context: ClaraContext, history: ChatTurn[] = []) => claraReply({ message, history, crisis: detectCrisis(message), context });
/** A second turn: the same message after a neutral exchange (no disclosure, the roadmap not yet mentioned). */
const later = (message: string, context: ClaraContext) => {
  const opening = "hi";
  return answer(message, context, [
    { role: "user", content: opening },
    { role: "assistant", content: answer(opening, {}) },
  ]);
};

describe("the test set", () => {
  it("has at least 40 everyday messages across every group, none of them crisis language", () => {
    expect(EVERYDAY_MESSAGES.length).toBeGreaterThanOrEqual(40);
    for (const group of ["workplace", "partner", "family", "online", "feelings", "small talk"])
      expect(EVERYDAY_MESSAGES.filter((m) => m.group === group).length).toBeGreaterThanOrEqual(5);
    for (const { text } of EVERYDAY_MESSAGES) expect(detectCrisis(text).hasCrisisLanguage).toBe(false);
  });

  it("the checker can fail: it flags the replies seen in the running app", () => {
    const context: ClaraContext = { caseType: "domestic_abuse", roadmap: MEDICAL };
    expect(
      offTopic(
        "When you're ready, your next roadmap step is “Get a medical check after being choked”.",
        "My boss yelled at me again in front of everyone",
        context,
      ),
    ).toEqual(["strangulation or a medical check"]);
    expect(
      offTopic("Keeping a private note can help later if you ever want support from the courts or police.", "this deadline is killing me lol", context),
    ).toEqual(["police", "court"]);
    expect(
      offTopic("A safety plan can help. The National Domestic Violence Hotline (1-800-799-7233) can make one with you.", "my husband yells at me", context),
    ).toEqual([]);
  });
});

describe("Clara's replies fit the message (issue 14)", () => {
  it.each(EVERYDAY_MESSAGES.map((m) => [m.group, m.text, m.context.caseType ?? "no assessment", m] as const))(
    "%s: %s (%s)",
    (_group, text, _case, { context }) => {
      for (const reply of [answer(text, context), later(text, context)]) {
        expect({ reply, offTopic: offTopic(reply, text, context) }).toEqual({ reply, offTopic: [] });
        if (LIGHT.has(text)) {
          // Reflection and an open question: no Haven page, no roadmap step.
          expect(reply).not.toMatch(/\]\(\/|\/roadmap|\/supporters|\/emergency|roadmap step/);
          expect(reply.trim()).toMatch(/\?$/);
        }
      }
    },
  );

  it("the roadmap step is offered when the message is about it", () => {
    expect(answer("I want to get out, where could I go?", { caseType: "domestic_abuse", roadmap: SHELTER })).toContain("Find a shelter near you");
    expect(answer("he choked me last month and my neck still hurts", { caseType: "domestic_abuse", roadmap: MEDICAL })).toMatch(/911|988/);
    expect(answer("what should I do next?", { caseType: "domestic_abuse", roadmap: MEDICAL })).toContain("Get a medical check after being choked");
    expect(
      answer("How do I keep a record of what my boss says?", { caseType: "workplace_harassment", roadmap: { percent: 10, nextStep: "Start an incident log" } }),
    ).toContain("Start an incident log");
  });
});

describe("what Clara is (issue 14; California SB 243, EU AI Act art. 50)", () => {
  it("her first message of every conversation says it, whatever the message", () => {
    for (const { text, context } of EVERYDAY_MESSAGES) expect(answer(text, context)).toContain(CLARA_DISCLOSURE);
    for (const text of ["I can't do this anymore, I just want it all to end", "he has a knife and says he will kill me tonight", "are you a real person?"])
      expect(answer(text, {})).toContain(CLARA_DISCLOSURE);
  });

  it("in a crisis she acknowledges first, then says what she is, then the numbers", () => {
    const reply = answer("I can't do this anymore, I just want it all to end", {});
    expect(reply.indexOf(CLARA_DISCLOSURE)).toBeGreaterThan(0);
    expect(reply.indexOf(CLARA_DISCLOSURE)).toBeLessThan(reply.indexOf("988"));
    expect(reply.indexOf("988")).toBeLessThan(reply.indexOf("911"));
  });

  it("is not repeated in later replies", () => {
    expect(later("my husband says I'm useless", { caseType: "domestic_abuse" })).not.toContain(CLARA_DISCLOSURE);
  });
});
