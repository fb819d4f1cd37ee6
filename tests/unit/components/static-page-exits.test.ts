// From a document that began as a page served as a file (its policy, written at build time, cannot
// name the realtime server), a link to any other of Haven's pages is followed as a new document,
// which brings that page's own policy; everything else is left to next/link or the browser.
import { needsNewDocument, type LinkTarget } from "@/components/app/static-page-exits";

const ORIGIN = "https://haven.example";
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({ href, target: "", download: false, ...extra });

describe("needsNewDocument", () => {
  it.each([
    ["/", "/auth/login", true],
    ["/", "/auth/signup/support-taker", true],
    ["/", "/dashboard/support-taker", true],
    ["/", "/assessment", true],
    ["/info/about", "/auth/login?next=%2Fchat", true],
    ["/legal/privacy", "/supporters", true],
    ["/safety", "/no/such/page", true],
    ["/", "/info/about", false],
    ["/info/about", "/legal/terms", false],
    ["/", "/#how-it-works", false],
    ["/contact", "/safety", false],
    ["/dashboard/support-taker", "/chat", false],
    ["/auth/login", "/dashboard/support-taker", false],
    ["/chat", "/", false],
  ])("a document loaded at %s, a link to %s: %s", (startedAt, href, expected) => {
    expect(needsNewDocument(link(`${ORIGIN}${href}`), startedAt, ORIGIN)).toBe(expected);
  });

  it("leaves other sites, new tabs and downloads to the browser", () => {
    expect(needsNewDocument(link("https://www.thehotline.org/"), "/", ORIGIN)).toBe(false);
    expect(needsNewDocument(link(`${ORIGIN}/auth/login`, { target: "_blank" }), "/", ORIGIN)).toBe(false);
    expect(needsNewDocument(link(`${ORIGIN}/journal/export`, { download: true }), "/", ORIGIN)).toBe(false);
    expect(needsNewDocument(link(`${ORIGIN}/auth/login`, { target: "_self" }), "/", ORIGIN)).toBe(true);
  });
});
