import * as React from "react";

import { cn } from "@/lib/utils";

// Each part's look is a component class in app/globals.css (.card, .card-header, …): written out
// here it was 200 characters of HTML per header, and again in the page's Flight data (issue 20).
// A className utility still wins over them (the components layer comes before utilities).

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("card", className)} {...props} />;
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("card-header", className)} {...props} />;
}

type CardTitleProps = React.ComponentProps<"h2"> & {
  /** Heading level to render; defaults to h2 so the document outline stays valid. */
  as?: "h1" | "h2" | "h3";
};

function CardTitle({ className, as: Comp = "h2", ...props }: CardTitleProps) {
  return <Comp className={cn("card-title", className)} {...props} />;
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("card-description", className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("card-content", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("card-footer", className)} {...props} />;
}

export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, type CardTitleProps };
