import { DIRECTORY_SEARCH_TTL_MS, NO_SEARCH, decodeDirectorySearch, encodeDirectorySearch } from "@/lib/domain/directory/search-cookie";

const HER = "user-her";
const NOW = Date.parse("2026-12-06T10:00:00Z");

describe("the directory search cookie", () => {
  it("gives her back what she searched for and her town, tidied as the search box would", () => {
    const value = encodeDirectorySearch({ q: "  employment   lawyer ", near: "Chicago" }, HER, NOW);
    expect(decodeDirectorySearch(value, HER, NOW + 1_000)).toEqual({ q: "employment lawyer", near: "Chicago" });
  });

  it("holds nothing readable as text in the cookie itself", () => {
    const value = encodeDirectorySearch({ q: "domestic abuse", near: "Leeds" }, HER, NOW);
    expect(value).not.toMatch(/domestic|abuse|Leeds/);
    expect(value).toMatch(/^[\w-]+$/);
  });

  it("is forgotten after half an hour", () => {
    const value = encodeDirectorySearch({ q: "therapist", near: "" }, HER, NOW);
    expect(decodeDirectorySearch(value, HER, NOW + DIRECTORY_SEARCH_TTL_MS - 1)).toEqual({ q: "therapist", near: "" });
    expect(decodeDirectorySearch(value, HER, NOW + DIRECTORY_SEARCH_TTL_MS)).toEqual(NO_SEARCH);
  });

  it("is hers alone: another account signed in on the same browser sees no search", () => {
    const value = encodeDirectorySearch({ q: "therapist", near: "Leeds" }, HER, NOW);
    expect(decodeDirectorySearch(value, "user-someone-else", NOW)).toEqual(NO_SEARCH);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not base64 JSON", "%%%"],
    ["JSON but not an object", Buffer.from("42").toString("base64url")],
    ["without a time", Buffer.from(JSON.stringify({ q: "x", near: "", u: HER })).toString("base64url")],
    ["from the future", Buffer.from(JSON.stringify({ q: "x", near: "", u: HER, at: NOW + 3_600_000 })).toString("base64url")],
  ])("reads as no search when %s", (_label, value) => {
    expect(decodeDirectorySearch(value, HER, NOW)).toEqual(NO_SEARCH);
  });

  it("cuts text longer than the search box allows, and ignores fields that are not text", () => {
    const value = Buffer.from(JSON.stringify({ q: "a".repeat(500), near: 7, u: HER, at: NOW })).toString("base64url");
    expect(decodeDirectorySearch(value, HER, NOW)).toEqual({ q: "a".repeat(100), near: "" });
  });
});
