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

/** A server-renderable icon component for one of lucide's icons; `name` is its kebab-case name. */
export function createIcon(name: string, node: IconNode) {
  function LucideSvg({ size = 24, strokeWidth = 2, color = "currentColor", className, children, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...(children || hasA11yProp(rest) ? {} : { "aria-hidden": "true" as const })}
        {...rest}
      >
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
