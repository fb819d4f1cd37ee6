// The landing page's sections, in page order (spec part 1 §2 "Landing page").
export const NAV_LINKS = [
  { id: "home", label: "Home" },
  { id: "how-it-works", label: "How It Works" },
  { id: "community", label: "Community" },
  { id: "stories", label: "Stories" },
  { id: "join-us", label: "Join Us" },
  { id: "emergency", label: "Emergency" },
] as const;

export type SectionId = (typeof NAV_LINKS)[number]["id"];

/** The header turns opaque after this much scrolling (spec part 1 §9). */
export const HEADER_OPAQUE_AFTER_PX = 50;
