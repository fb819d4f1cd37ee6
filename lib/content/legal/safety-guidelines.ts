import type { HavenDocument } from "@/lib/content/types";
import { TERMS_EFFECTIVE, TERMS_VERSION } from "./agreement";

export const SAFETY_GUIDELINES: HavenDocument = {
  slug: "safety-guidelines",
  title: "Safety Guidelines",
  summary: "How local supporters help in person while keeping themselves and others safe. You agree to these when you join as a local supporter.",
  version: TERMS_VERSION,
  effective: TERMS_EFFECTIVE,
  crisis: true,
  sections: [
    {
      id: "your-role",
      heading: "Your role",
      blocks: [
        "Local supporters are people in the community who can help in person: walking someone home, waiting with her in a public place, or being a calm voice while she gets help. You are not a police officer, a bodyguard or a therapist. You never have to put yourself in danger.",
        "Our team checks every local supporter before anyone can see you or send you an alert.",
      ],
    },
    {
      id: "golden-rules",
      heading: "The golden rules",
      blocks: [
        {
          list: [
            "Call 911 first when anyone is in danger. Calling for help is always the right thing to do.",
            "Meet only in public, well-lit places with other people around, like a café, a library or a busy station. Never go to someone's home, and never invite anyone to yours.",
            "Never share anyone's details: not her name, her location, her messages or what happened to her. Not with friends, not online, not with the person she describes.",
            "Never confront the person who is hurting her. Do not argue, threaten or try to stop them yourself.",
            "Do not ask for or accept money, gifts or favours.",
          ],
        },
      ],
    },
    {
      id: "emergency-alerts",
      heading: "Emergency alerts",
      blocks: [
        "When someone nearby (within about 10 km) raises an alert, Haven tells you how far away she is and her general area. You do not see her exact location.",
        "If you can help safely, accept the alert. She then chooses whether to share her exact location with you. If you cannot help, decline: someone else may be closer. Declining is always okay.",
        "Before you go:",
        {
          steps: [
            "Make sure she, or someone, has called 911 if she is in danger now.",
            "Tell a friend or family member where you are going and when you expect to be back.",
            "Keep your phone charged and with you.",
            "When you arrive, stay in a public place and wait for her to come to you.",
          ],
        },
        "If the situation feels unsafe when you get there, leave and call 911. Your safety matters too.",
      ],
    },
    {
      id: "support-requests",
      heading: "Support requests and messages",
      blocks: [
        "People can also message you. Keep every conversation on Haven. Do not move to your personal phone or social media: those may be seen by the person hurting her.",
        "Listen, believe her, and let her decide what happens next. Point her to professionals for legal, medical or counselling help.",
      ],
    },
    {
      id: "after-you-help",
      heading: "After you help",
      blocks: [
        "Do not keep photos, notes or contact details from the meeting. If something worried you, tell us through [Contact us](/contact).",
        'Helping someone in crisis can stay with you. Talk to someone you trust (without names or details), and take a break if you need one by setting your availability to "Not taking new cases" in your profile.',
      ],
    },
    {
      id: "breaking-the-guidelines",
      heading: "If the guidelines are broken",
      blocks: [
        "People can report a supporter to us. We may warn you, stop you receiving alerts, hide you from the directory or close your account. In serious cases we may tell the police.",
        "These guidelines are part of Haven's [Terms of Use](/legal/terms).",
      ],
    },
  ],
};
