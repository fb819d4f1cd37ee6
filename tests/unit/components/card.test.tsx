/**
 * @jest-environment node
 */
// <Card> and its parts carry one component class each (app/globals.css, issue 20: the written-out
// utilities were 200 characters per header, in the HTML and again in the Flight data), and a
// className given to them still applies.
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

const PARTS = ["card", "card-header", "card-title", "card-description", "card-content", "card-footer"];

describe("Card", () => {
  it("renders each part with its class, her classes after it, and an h2 title unless told otherwise", () => {
    const html = renderToStaticMarkup(
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>Emergency</CardTitle>
          <CardTitle as="h3">Smaller</CardTitle>
          <CardDescription>Help now.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">Body</CardContent>
        <CardFooter>Foot</CardFooter>
      </Card>,
    );
    expect(html).toBe(
      '<div class="card border-destructive/40"><div class="card-header"><h2 class="card-title">Emergency</h2><h3 class="card-title">Smaller</h3>' +
        '<p class="card-description">Help now.</p></div><div class="card-content space-y-3">Body</div><div class="card-footer">Foot</div></div>',
    );
  });

  it("every part's class is in the stylesheet's components layer, so a utility given as className wins", () => {
    const css = fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const components = css.slice(css.indexOf("@layer components"));
    for (const part of PARTS) expect(components).toMatch(new RegExp(`\\.${part} \\{\\s*@apply [^;]+;`));
    expect(components).toMatch(/\.card \{\s*@apply flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm;/);
  });
});
