/**
 * @jest-environment node
 */
// A field's hint and its error: a hint the error repeats word for word is not shown (nor read)
// beside it; any other hint stays, and the field is described by what is shown.
import { renderToStaticMarkup } from "react-dom/server";
import { PasswordField, TextField } from "@/components/auth/form-fields";

const count = (html: string, text: string) => html.split(text).length - 1;
const describedBy = (html: string) => /aria-describedby="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];

describe.each([
  ["PasswordField", (hint?: string, error?: string) => renderToStaticMarkup(<PasswordField hint={hint} error={error} />)],
  ["TextField", (hint?: string, error?: string) => renderToStaticMarkup(<TextField name="name" label="Name" hint={hint} error={error} />)],
])("%s", (_name, render) => {
  it("shows the hint alone when there is no error", () => {
    const html = render("At least 8 characters");
    expect(count(html, "At least 8 characters")).toBe(1);
    expect(describedBy(html)).toHaveLength(1);
    expect(describedBy(html)[0]).toMatch(/-hint$/);
  });

  it("says an error that repeats the hint once, as the error", () => {
    const html = render("At least 8 characters", "At least 8 characters");
    expect(count(html, "At least 8 characters")).toBe(1);
    expect(html).toContain('role="alert"');
    expect(describedBy(html)).toHaveLength(1);
    expect(describedBy(html)[0]).toMatch(/-error$/);
  });

  it("keeps the hint beside a different error, and is described by both", () => {
    const html = render("At least 8 characters", "Password is required");
    expect(count(html, "At least 8 characters")).toBe(1);
    expect(count(html, "Password is required")).toBe(1);
    expect(describedBy(html).map((id) => id.replace(/^.*-/, ""))).toEqual(["hint", "error"]);
  });
});
