// Links in chat messages (issue 14): Clara's replies link Haven's pages with words and the
// crisis numbers as tel:/sms:; nothing else becomes a link; a supporter's text stays as written.
import { messageSegments, messageText, withoutPartialLink, type MessageSegment } from "@/lib/domain/chat/message-links";
import { claraReply } from "@/lib/domain/clara";
import { crisisSlots } from "@/lib/domain/clara/crisis-reply";
import { SUBJECT_LINES } from "@/lib/domain/clara/content-subjects";
import { FEELING_LINES, URGENT_LINES } from "@/lib/domain/clara/content-feelings";
import { detectCrisis } from "@/lib/domain/crisis";

const links = (segments: MessageSegment[]) => segments.filter((s) => s.kind !== "text").map((s) => [s.text, s.href]);

describe("Clara's replies", () => {
  it("turn the crisis numbers into tel: and sms: links", () => {
    const text =
      "Please call or text 988 now, and call 911 if you're in danger. You can also text HOME to 741741, or call the National Domestic Violence Hotline at 1-800-799-7233.";
    expect(links(messageSegments(text, "clara"))).toEqual([
      ["call", "tel:988"],
      ["text 988", "sms:988"],
      ["911", "tel:911"],
      ["text HOME to 741741", "sms:741741?body=HOME"],
      ["1-800-799-7233", "tel:18007997233"],
    ]);
    expect(messageText(text, "clara")).toBe(text);
  });

  it("link only the known numbers, never part of a longer number", () => {
    expect(links(messageSegments("Call 9110, 1-800-799-72339 or 988-1234. Texting 911 works in many areas. 988 takes calls.", "clara"))).toEqual([
      ["Texting 911", "sms:911"],
      ["988", "tel:988"],
    ]);
  });

  it("link Haven's pages with words, and never show a raw path", () => {
    const text = "[The emergency page](/emergency) has it all. On [the Supporters page](/supporters) or [your roadmap](/roadmap).";
    expect(links(messageSegments(text, "clara"))).toEqual([
      ["The emergency page", "/emergency"],
      ["the Supporters page", "/supporters"],
      ["your roadmap", "/roadmap"],
    ]);
    expect(messageText(text, "clara")).toBe("The emergency page has it all. On the Supporters page or your roadmap.");
    // Staying safe online, which Clara names when someone checks her phone.
    const safety = "Since your phone is being checked, notes are safest off it. [Staying safe online](/safety) has more ways to keep them private.";
    expect(links(messageSegments(safety, "clara"))).toEqual([["Staying safe online", "/safety"]]);
  });

  it("read older replies that wrote paths in brackets the same way", () => {
    const text = "The emergency page (/emergency) has all of this, and a supporter on the Supporters page (/supporters) can help. See /roadmap.";
    expect(messageText(text, "clara")).toBe("The emergency page has all of this, and a supporter on the Supporters page can help. See your roadmap.");
    expect(links(messageSegments(text, "clara"))).toEqual([
      ["emergency page", "/emergency"],
      ["Supporters page", "/supporters"],
      ["your roadmap", "/roadmap"],
    ]);
  });

  it("never link anything else: a web address or an unknown path shows her words only", () => {
    const segments = messageSegments("Look at [this page](https://evil.example/x) or [admin](/admin) or [it](javascript:alert(1)).", "clara");
    expect(links(segments)).toEqual([]);
    expect(messageText("Look at [this page](https://evil.example/x) or [admin](/admin).", "clara")).toBe("Look at this page or admin.");
  });

  it("while streaming, a half-written link shows as her words", () => {
    expect(withoutPartialLink("Open [the emergency pa")).toBe("Open the emergency pa");
    expect(withoutPartialLink("Open [the emergency page](/emerg")).toBe("Open the emergency page");
    expect(messageText("Open [the emergency page](/emerg", "clara")).toContain("(/emerg");
    expect(messageSegments("Open [the emergency page](/emerg", "clara", { streaming: true })).toEqual([{ kind: "text", text: "Open the emergency page" }]);
  });

  it("every built-in line reads without a raw path or a bracket", () => {
    const lines = [
      ...Object.values(SUBJECT_LINES).flatMap((l) => [...l.openers, ...l.suggestions, ...l.questions]),
      ...Object.values(FEELING_LINES).flatMap((l) => [...l.openers, ...l.suggestions, ...l.questions]),
      ...URGENT_LINES,
      ...(["suicide", "imminent_danger"] as const).flatMap((c) => Object.values(crisisSlots([c])).flat()),
    ];
    for (const line of lines) expect(messageText(line, "clara")).not.toMatch(/\/(?:emergency|roadmap|supporters)|[[\]]/);
  });

  it("a built-in crisis reply has tappable numbers and the emergency page as a link", () => {
    const message = "I can't do this anymore, I just want it all to end";
    const reply = claraReply({ message, history: [], crisis: detectCrisis(message) });
    const hrefs = links(messageSegments(reply, "clara")).map(([, href]) => href);
    expect(hrefs).toEqual(expect.arrayContaining(["tel:988", "sms:988", "tel:911", "tel:18007997233", "sms:741741?body=HOME", "/emergency"]));
    expect(messageText(reply, "clara")).not.toMatch(/\/emergency/);
  });
});

describe("a supporter's and her own messages", () => {
  it("a supporter's text stays exactly as written; only the crisis numbers become links", () => {
    const text = "If you're in danger call 911. See [x](/emergency) or /roadmap, or www.example.com.";
    expect(messageText(text, "supporter")).toBe(text);
    expect(links(messageSegments(text, "supporter"))).toEqual([["911", "tel:911"]]);
  });
  it("her own messages are never changed", () => {
    expect(messageSegments("call 911 [x](/emergency)", "person")).toEqual([{ kind: "text", text: "call 911 [x](/emergency)" }]);
  });
});
