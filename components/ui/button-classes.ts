// A button's classes written out, for client components that are part of every page's first load
// (the root error boundary, app/error.tsx): <Button> merges its classes in the browser with
// tailwind-merge, about 11 KB gzipped that every page would otherwise load (issue 20). A unit test
// keeps this equal to what <Button size="lg"> renders.

/** The classes of `<Button size="lg">` (default variant). */
export const LARGE_BUTTON_CLASSES =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap transition-[color,box-shadow,background-color] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 min-h-11 rounded-md px-6 text-base has-[>svg]:px-4";
