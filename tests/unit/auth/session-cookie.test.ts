import { parseCookies, serializeSignedCookie } from "better-call";
import { verifiedSessionToken } from "@/lib/auth/session-cookie";

// The session cookie as better-auth writes it (better-call's signer), read back by Haven's
// one-statement session read: the same tokens accepted, everything else refused.
const SECRET = "a-secret-of-at-least-thirty-two-characters-0123";
const NAME = "haven.session_token";

async function signed(token: string, secret = SECRET): Promise<string> {
  const header = await serializeSignedCookie(NAME, token, secret, { path: "/" });
  const value = parseCookies(header.split(";")[0]).get(NAME);
  if (!value) throw new Error("better-call wrote no cookie");
  return value;
}

describe("verifiedSessionToken", () => {
  test.each(["Zk3qv9aT0mN2bX7cR4sLwE1yH8uJ6pQd", "token-with.dots.inside", "ü-unicode-✓"])("accepts better-call's own signature of %s", async (token) => {
    expect(verifiedSessionToken(await signed(token), SECRET)).toBe(token);
  });

  test("refuses a signature made with another secret", async () => {
    expect(verifiedSessionToken(await signed("abc", "another-secret-of-thirty-two-characters-xyz"), SECRET)).toBeNull();
  });

  test("refuses another token under a valid signature", async () => {
    const value = await signed("her-token");
    const signature = value.slice(value.lastIndexOf(".") + 1);
    expect(verifiedSessionToken(`his-token.${signature}`, SECRET)).toBeNull();
  });

  test("refuses a signature changed by one character", async () => {
    const value = await signed("her-token");
    const flipped = value.slice(0, -2) + (value.at(-2) === "A" ? "B" : "A") + value.at(-1);
    expect(verifiedSessionToken(flipped, SECRET)).toBeNull();
  });

  test.each([undefined, null, "", "no-signature", ".onlysignature", "token.short=", `token.${"A".repeat(44)}`])("refuses %p", (value) => {
    expect(verifiedSessionToken(value, SECRET)).toBeNull();
  });
});
