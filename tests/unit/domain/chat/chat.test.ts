import { ANONYMOUS_MEMBER, DEFAULT_CHAT_TITLE, chatTitleFrom, hasCrisisFlag, initialsOf, personShownToSupporter } from "@/lib/domain/chat";

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

describe("initialsOf", () => {
  test.each([
    ["Clara", "C"],
    ["Dr. Maya Chen", "DC"],
    ["rosa", "R"],
    ["User_4821", "U"],
    ["", "?"],
  ])("%j -> %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
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
