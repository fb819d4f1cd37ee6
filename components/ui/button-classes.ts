// A button's classes written out, for client components that are part of every page's first load
// (the root error boundary, app/error.tsx): <Button> merges its classes in the browser with
// tailwind-merge, about 11 KB gzipped that every page would otherwise load (issue 20). A unit test
// keeps this equal to what <Button size="lg"> renders.

/** The classes of `<Button size="lg">` (default variant). */
export const LARGE_BUTTON_CLASSES = "btn btn-default btn-lg";
