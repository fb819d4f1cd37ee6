// Every e-mail template (issue 16) renders with its default props to HTML and plain text, and
// every subject is discreet.
import { EMAIL_TEMPLATES } from "@/emails/catalogue";
import { renderEmail } from "@/emails/render";
import { revealingWords } from "@/lib/domain/notifications/discretion";

describe.each(EMAIL_TEMPLATES.map((t) => [t.id, t] as const))("%s", (id, template) => {
  test("renders with its default props", async () => {
    const rendered = await renderEmail(id);
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain('lang="en"');
    expect(rendered.text.length).toBeGreaterThan(40);
    expect(rendered.subject).toBe(template.subject(template.defaults as never));
  });
  test("its subject and sender say nothing revealing", async () => {
    const rendered = await renderEmail(id);
    expect(revealingWords(rendered.subject)).toEqual([]);
    expect(rendered.subject.length).toBeLessThanOrEqual(60);
  });
});

test("the catalogue has every category of the spec and unique ids", () => {
  const ids = EMAIL_TEMPLATES.map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(EMAIL_TEMPLATES.map((t) => t.group))).toEqual(
    new Set(["welcome", "verification", "emergency", "engagement", "safety", "community", "re-engagement", "admin", "security"]),
  );
});

test("a non-critical e-mail shows the unsubscribe link it is given; no e-mail shows one without it", async () => {
  const withLink = await renderEmail("first-message", { unsubscribeUrl: "http://localhost:3000/unsubscribe?u=1&c=important&t=x" });
  expect(withLink.html).toContain("http://localhost:3000/unsubscribe?u=1&amp;c=important&amp;t=x");
  expect((await renderEmail("first-message")).html).not.toContain("Unsubscribe");
});

test("her emergency contact's e-mail carries the words she approved for them", async () => {
  const alert = await renderEmail("contact-alert", {
    name: "Someone you know",
    message: "It's Maya. Call me now.",
    link: "http://localhost:3000/a/x",
    isTest: false,
  });
  expect(alert.subject).toBe("Someone you know asked you to get in touch");
  expect(alert.text).toContain("Her message: “It's Maya. Call me now.”");
  const test = await renderEmail("contact-alert", { name: "Someone you know", message: "It's Maya.", link: null, isTest: true });
  expect(test.text).toContain("Her message: “It's Maya.”");
  expect(test.text).toContain("No action is needed.");
});

test("a supporter is told the request near her ended, in words for a supporter", async () => {
  const resolved = await renderEmail("alert-resolved", { ended: "resolved" });
  expect(resolved.text).toContain("THE REQUEST NEAR YOU HAS ENDED");
  expect(resolved.text).toContain("She says she is safe now.");
  const expired = await renderEmail("alert-resolved", { ended: "expired" });
  expect(expired.text).toContain("It closed without her saying she is safe.");
  for (const { text } of [resolved, expired]) expect(text).not.toMatch(/your request/i);
});
