import type { HavenDocument } from "@/lib/content/types";

export const ABOUT: HavenDocument = {
  slug: "about",
  title: "About Haven",
  summary: "Why Haven exists, who it is for, and how we keep it safe.",
  version: "1.0",
  effective: "2026-11-24",
  sections: [
    {
      id: "why",
      heading: "Why we built Haven",
      blocks: [
        "Many women who face harassment or abuse do not know where to start. Asking for help can feel risky, especially when the person hurting you may be watching. Haven is a place to take the first step quietly, without giving your name.",
      ],
    },
    {
      id: "what",
      heading: "What Haven offers",
      blocks: [
        {
          list: [
            "A guided assessment and a personal roadmap of next steps.",
            "Clara, an AI companion who listens at any hour.",
            "Checked professional supporters: therapists, lawyers, HR experts and counsellors.",
            "Checked local supporters who can help in person.",
            "An emergency alert that tells your contacts and nearby supporters when you need help.",
          ],
        },
      ],
    },
    {
      id: "how-we-keep-it-safe",
      heading: "How we keep it safe",
      blocks: [
        {
          list: [
            "A quick exit on every page.",
            "No advertising, no tracking, and no page loads anything from another company's website.",
            "Every supporter is checked by our team before anyone can contact them.",
            "Your exact location is shared only with people you choose, and erased after an alert ends.",
            "You can delete your account and your data at any time.",
          ],
        },
        "Read more in our [Privacy Policy](/legal/privacy) and [Terms of Use](/legal/terms).",
      ],
    },
    {
      id: "join",
      heading: "Helping others",
      blocks: [
        "If you are a professional, you can [apply as a professional supporter](/auth/signup/professional). If you want to help people near you, you can [become a local supporter](/auth/signup/local).",
      ],
    },
    {
      id: "contact",
      heading: "Talk to us",
      blocks: ["We read every message. Reach us through [Contact us](/contact)."],
    },
  ],
};
