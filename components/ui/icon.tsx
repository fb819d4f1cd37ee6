import type { IconNode } from "lucide";
import type { SVGProps } from "react";

// Haven's icons: lucide's icon data (the `lucide` package: plain arrays, no React) rendered as a
// plain SVG with lucide-react's attributes. lucide-react is not used: its icons are client
// components ("use client" on its Icon), so every icon a server component rendered became a
// client reference, put lucide-react's runtime in every page's first load and hydrated one by
// one. These have no hooks and no context, so a server component renders them as HTML with no
// JavaScript, and a client component renders them like any other element. Import them from
// ./icons (ESLint refuses lucide-react).

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  /** Width and height in pixels (24 by default; classes such as `size-4` usually decide). */
  size?: number | string;
};

/** The type of an icon passed as a prop. */
export type IconComponent = React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;

const hasA11yProp = (props: object) => Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon's shapes as SVG markup: lucide's attribute names are already the SVG ones (d, cx, x1…). */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${attributes}></${tag}>`;
    })
    .join("");
}

/**
 * A server-renderable icon component for one of lucide's icons; `name` is its kebab-case name.
 *
 * Its shapes are one string of markup, not an element each, and what lucide-react writes on
 * every icon (24 px, no fill, the current colour's stroke of width 2, round caps) comes from the
 * `svg.lucide` rule in app/globals.css: a page's icons (80 on a roadmap, with 200 shapes) were a
 * third of its elements and a sixth of its HTML, rendered by React on every request (issue 20).
 * A size, colour or stroke width other than lucide's is given as a style, which the stylesheet's
 * rule cannot beat (it would beat an attribute).
 */
export function createIcon(name: string, node: IconNode) {
  const markup = { __html: iconMarkup(node) };
  function LucideSvg({ size, strokeWidth, color, className, children, style, ...rest }: IconProps) {
    const own: React.CSSProperties = {
      ...(size !== undefined ? { width: size, height: size } : {}),
      ...(color !== undefined ? { stroke: color } : {}),
      ...(strokeWidth !== undefined && Number(strokeWidth) !== 2 ? { strokeWidth } : {}),
    };
    const props = {
      viewBox: "0 0 24 24",
      className: className ? `lucide ${className}` : "lucide",
      ...(style || Object.keys(own).length > 0 ? { style: { ...own, ...style } } : {}),
      ...(children || hasA11yProp(rest) ? {} : { "aria-hidden": "true" as const }),
      ...rest,
    };
    if (!children) return <svg {...props} dangerouslySetInnerHTML={markup} />;
    return (
      <svg {...props}>
        {node.map(([tag, attrs], index) => {
          const Tag = tag as "path";
          return <Tag key={index} {...(attrs as SVGProps<SVGPathElement>)} />;
        })}
        {children}
      </svg>
    );
  }
  LucideSvg.displayName = name;
  return LucideSvg;
}
