import {
  ANONYMOUS_MEMBER,
  DEFAULT_CHAT_TITLE,
  chatTitleFrom,
  conversationCrisisCategories,
  crisisCategoriesOf,
  hasCrisisFlag,
  personShownToSupporter,
} from "@/lib/domain/chat";
import { crisisResources } from "@/lib/domain/crisis";

describe("chatTitleFrom (spec part 2 §4: first 50 characters plus an ellipsis)", () => {
  test.each([
    ["Short message", "Short message"],
    ["x".repeat(50), "x".repeat(50)],
    ["x".repeat(51), `${"x".repeat(50)}…`],
    ["  spaced   out\nlines  ", "spaced out lines"],
    ["   ", DEFAULT_CHAT_TITLE],
  ])("%j -> %j", (input, title) => {
    expect(chatTitleFrom(input)).toBe(title);
  });
});

describe("personShownToSupporter", () => {
  test("her chosen name or alias, else an anonymous label; never anything else", () => {
    expect(personShownToSupporter("Robin")).toBe("Robin");
    expect(personShownToSupporter("User_4821")).toBe("User_4821");
    expect(personShownToSupporter("  ")).toBe(ANONYMOUS_MEMBER);
    expect(personShownToSupporter(null)).toBe(ANONYMOUS_MEMBER);
  });
});

describe("hasCrisisFlag", () => {
  test("only a true has_crisis_language counts", () => {
    expect(hasCrisisFlag({ has_crisis_language: true })).toBe(true);
    expect(hasCrisisFlag({ has_crisis_language: "true" })).toBe(false);
    expect(hasCrisisFlag({ has_crisis_language: false })).toBe(false);
    expect(hasCrisisFlag(null)).toBe(false);
    expect(hasCrisisFlag([true])).toBe(false);
  });
});

describe("the crisis panel's categories (issue 14): the union over the conversation", () => {
  const msg = (hasCrisisLanguage: boolean, crisisCategories: ("suicide" | "self_harm" | "imminent_danger" | "violence")[] = []) => ({
    hasCrisisLanguage,
    crisisCategories,
  });
  const ids = (messages: ReturnType<typeof msg>[]) => crisisResources(conversationCrisisCategories(messages)!).map((r) => r.id);

  it("is null when no message is flagged", () => {
    expect(conversationCrisisCategories([])).toBeNull();
    expect(conversationCrisisCategories([msg(false), msg(false, ["suicide"])])).toBeNull();
  });
  it("thoughts of suicide: 988 by call and text first, then 911, the text line always", () => {
    expect(ids([msg(false), msg(true, ["suicide"])])).toEqual(["call_988", "text_988", "call_911", "text_line"]);
  });
  it("danger: 911 first, then the hotline, then the text line", () => {
    expect(ids([msg(true, ["imminent_danger"])])).toEqual(["call_911", "dv_hotline", "text_line"]);
  });
  it("988 is not dropped when a later message speaks only of danger, nor the hotline when a later one speaks of suicide", () => {
    expect(conversationCrisisCategories([msg(true, ["suicide"]), msg(false), msg(true, ["violence"])])).toEqual(["suicide", "violence"]);
    expect(ids([msg(true, ["suicide"]), msg(true, ["violence"])])).toEqual(["call_988", "text_988", "call_911", "dv_hotline", "text_line"]);
    expect(ids([msg(true, ["imminent_danger"]), msg(true, ["self_harm"])])).toEqual(["call_911", "call_988", "text_988", "dv_hotline", "text_line"]);
  });
  it("a message flagged without categories (the model's moderation) adds 911 and the hotline without moving 988", () => {
    expect(ids([msg(true)])).toEqual(["call_911", "dv_hotline", "text_line"]);
    expect(ids([msg(true, ["suicide"]), msg(true)])).toEqual(["call_988", "text_988", "call_911", "dv_hotline", "text_line"]);
  });
  it("reads the categories stored with a message, known ones only, only when it is flagged", () => {
    expect(crisisCategoriesOf({ has_crisis_language: true, crisis_categories: ["violence", "suicide", "bogus"] })).toEqual(["suicide", "violence"]);
    expect(crisisCategoriesOf({ has_crisis_language: false, crisis_categories: ["suicide"] })).toEqual([]);
    expect(crisisCategoriesOf({ has_crisis_language: true })).toEqual([]);
    expect(crisisCategoriesOf(null)).toEqual([]);
  });
});
