/**
 * @jest-environment node
 */
// Haven's icons render lucide's data as plain SVG, with no client JavaScript (issue 20). They
// must look and read like lucide-react's: the same shapes and classes (its stroke width and line
// caps come from the stylesheet's .lucide rule), hidden from screen readers unless they are
// given a name.
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Phone } from "lucide";
import { createIcon, iconMarkup } from "@/components/ui/icon";
import * as icons from "@/components/ui/icons";

const PhoneIcon = createIcon("phone", Phone);

describe("createIcon", () => {
  it("renders lucide's shapes as one string, its class and her classes, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<PhoneIcon className="size-4 text-primary" />);
    // Size, fill and stroke come from the stylesheet (below), not from attributes on each icon.
    expect(html).toMatch(/^<svg viewBox="0 0 24 24" class="lucide size-4 text-primary" aria-hidden="true">/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("style=");
    expect(html).toContain(`<path d="${Phone[0]![1].d}"></path></svg>`);
  });

  it("the stylesheet gives every icon lucide's size and stroke, in the base layer (a utility class such as size-4 or a filled star wins)", () => {
    const css = fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const base = css.slice(css.indexOf("@layer base"));
    expect(base).toMatch(
      /svg\.lucide \{\s*width: 24px;\s*height: 24px;\s*fill: none;\s*stroke: currentColor;\s*stroke-width: 2;\s*stroke-linecap: round;\s*stroke-linejoin: round;\s*\}/,
    );
  });

  it("escapes what it writes as markup, and renders shapes of every kind", () => {
    const markup = iconMarkup([
      ["circle", { cx: 12, cy: 12, r: 10, fill: "currentColor" }],
      ["path", { d: 'M0 0"<&' }],
    ]);
    expect(markup).toBe('<circle cx="12" cy="12" r="10" fill="currentColor"></circle><path d="M0 0&quot;&lt;&amp;"></path>');
  });

  it("given children (a <title>), renders its shapes as elements beside them", () => {
    const html = renderToStaticMarkup(
      <PhoneIcon>
        <title>Phone</title>
      </PhoneIcon>,
    );
    expect(html).toContain(`<path d="${Phone[0]![1].d}"></path><title>Phone</title>`);
  });

  it("is announced when it has a name, and takes size, colour and stroke width", () => {
    const html = renderToStaticMarkup(<PhoneIcon aria-label="Call" role="img" size={16} color="red" strokeWidth={1.5} />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="Call"');
    // Anything other than lucide's is a style: the stylesheet's rule would beat an attribute.
    expect(html).toContain('style="width:16px;height:16px;stroke:red;stroke-width:1.5"');
  });

  it("keeps an explicit aria-hidden", () => {
    expect(renderToStaticMarkup(<PhoneIcon aria-hidden />)).toContain('aria-hidden="true"');
  });
});

describe("components/ui/icons", () => {
  const folder = path.join(process.cwd(), "components/ui/icons");
  const modules = fs.readdirSync(folder).filter((file) => file.endsWith(".ts") && file !== "index.ts");

  it("exports every icon module, each a component that renders an SVG", () => {
    const exported = Object.entries(icons);
    expect(exported).toHaveLength(modules.length);
    for (const [name, Icon] of exported) {
      const html = renderToStaticMarkup(<Icon />);
      expect({ name, svg: html.startsWith("<svg") && /<(path|circle|rect|line|polyline|polygon|ellipse) /.test(html) }).toEqual({ name, svg: true });
    }
  });
});
