import type { HavenDocument } from "@/lib/content/types";

export const ACCESSIBILITY: HavenDocument = {
  slug: "accessibility",
  title: "Accessibility",
  summary: "Haven should work for everyone, including people who use a screen reader, a keyboard, or other assistive technology.",
  version: "1.0",
  effective: "2026-11-24",
  sections: [
    {
      id: "goal",
      heading: "Our goal",
      blocks: ["We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page."],
    },
    {
      id: "what-works",
      heading: "What you can expect",
      blocks: [
        {
          list: [
            'Every page can be used with a keyboard alone. A "Skip to content" link and visible focus show where you are.',
            "Pages work with screen readers: buttons, fields and images have names, and updates such as new messages are announced.",
            "Text has strong contrast, and you can zoom to 200% without losing content.",
            "Buttons and links are large enough to tap easily (at least 44 pixels).",
            "Every page works on a phone, a tablet and a computer.",
            "The quick exit works with a button and with the keyboard (press Shift three times).",
            "We write in plain words, at about an 8th-grade reading level.",
          ],
        },
      ],
    },
    {
      id: "how-we-test",
      heading: "How we check",
      blocks: [
        "Every screen is checked with automated accessibility tests each time we change Haven, on a phone-sized and a computer-sized screen. We also test with a keyboard and a screen reader.",
      ],
    },
    {
      id: "known-issues",
      heading: "Known limits",
      blocks: ["Automated tests cannot find every problem. If something does not work for you, we want to know."],
    },
    {
      id: "tell-us",
      heading: "Tell us about a problem",
      blocks: [
        "Please write to us through [Contact us](/contact). Tell us which page, what you were trying to do, and what assistive technology you use, if any. We aim to reply within 5 working days.",
      ],
    },
  ],
};
