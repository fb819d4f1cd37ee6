import { likeContaining, likeLiteral } from "@/lib/domain/like";

describe("LIKE patterns from what a person typed", () => {
  test("wildcards and the escape character mean themselves", () => {
    expect(likeLiteral("t%@haven.local")).toBe("t\\%@haven.local");
    expect(likeLiteral("jane_doe@example.com")).toBe("jane\\_doe@example.com");
    expect(likeLiteral("a\\b")).toBe("a\\\\b");
    expect(likeLiteral("plain text")).toBe("plain text");
  });

  test("a containing pattern wraps the escaped text", () => {
    expect(likeContaining("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
