import type { HavenDocument } from "@/lib/content/types";
import { TERMS_EFFECTIVE, TERMS_VERSION } from "./agreement";

export const TERMS: HavenDocument = {
  slug: "terms",
  title: "Terms of Use",
  summary: "The rules for using Haven, written in plain words. Please read them before you create an account.",
  version: TERMS_VERSION,
  effective: TERMS_EFFECTIVE,
  sections: [
    {
      id: "what-haven-is",
      heading: "What Haven is",
      blocks: [
        "Haven helps women who face harassment, abuse or an unsafe situation. You can tell your story without giving your name, take a guided assessment, get a step-by-step plan (a roadmap), talk with Clara, and reach people who want to help.",
        "There are two kinds of supporters on Haven. Professional supporters are therapists, lawyers, HR experts and counsellors who help from a distance. Local supporters are people in your area who can give help in person. Our team checks every supporter before anyone can contact them.",
        "Clara is an AI companion. She is a computer program, not a person, and not a therapist, doctor or lawyer.",
      ],
    },
    {
      id: "not-an-emergency-service",
      heading: "Haven is not an emergency service",
      blocks: [
        { note: "If you are in danger right now, call 911. If you are thinking about hurting yourself, call or text 988." },
        "Haven's emergency alert tells your emergency contacts and nearby local supporters that you need help. It does not call the police or an ambulance for you, and we cannot promise that anyone will answer in time.",
        "Supporters are volunteers or independent professionals. What they say is their own advice, not Haven's. For legal, medical or money decisions, please also talk to a qualified professional you choose.",
      ],
    },
    {
      id: "who-can-use-haven",
      heading: "Who can use Haven",
      blocks: [
        "You must be at least 18 years old to create an account.",
        "To join as a supporter, the details you give about yourself must be true. Professionals must hold the qualification they describe. We may ask for proof, and we may say no.",
        "One person, one account. Do not create an account for someone else or in someone else's name.",
      ],
    },
    {
      id: "your-account",
      heading: "Your account",
      blocks: [
        "Keep your password to yourself and choose one you do not use anywhere else. If you think someone else knows it, change it in [Settings](/settings) and sign out of your other devices there.",
        "You can stay anonymous. Support takers are shown to supporters by a display name you choose, or by a random name like User_4821. We never show your e-mail address to other people on Haven.",
        "You can delete your account at any time in [Settings](/settings). This removes your data as described in our [Privacy Policy](/legal/privacy#deleting).",
      ],
    },
    {
      id: "how-to-behave",
      heading: "How everyone must behave",
      blocks: [
        "Haven only works if people feel safe here. When you use Haven, you agree that you will not:",
        {
          list: [
            "harass, threaten, shame or frighten anyone;",
            "try to find out who someone is, where they live or where they are, unless they choose to tell you;",
            "share anything another person told you in confidence, including screenshots of conversations;",
            "pretend to be someone else, or pretend to be a supporter;",
            "send spam, advertising, or links meant to trick people;",
            "ask anyone for money, gifts or personal favours;",
            "use Haven to find, watch or contact a person who is hiding from you;",
            "try to break, overload or get around Haven's security.",
          ],
        },
        "Supporters must also follow the [Professional Supporter Guidelines](/legal/professional-guidelines) or the [Safety Guidelines](/legal/safety-guidelines).",
      ],
    },
    {
      id: "what-we-can-do",
      heading: "What we can do if rules are broken",
      blocks: [
        "If someone breaks these terms, we may remove what they wrote, warn them, hide them from the supporter directory, stop them sending messages, or close their account. We do this to keep people safe, and we may act without warning when someone is at risk.",
        "If you see something wrong, please tell us through [Contact us](/contact). We never tell the other person who reported them.",
        "If we believe someone is in immediate danger, or the law requires it, we may share the smallest amount of information needed with emergency services or the police.",
      ],
    },
    {
      id: "what-you-share",
      heading: "What you share",
      blocks: [
        "Your story, messages and notes belong to you. You give Haven permission to store them and show them to the people you choose, only so that Haven can work for you.",
        "Please do not share other people's private details (their address, phone number or photos) unless it is needed to keep you or someone else safe.",
      ],
    },
    {
      id: "our-promises",
      heading: "What we promise, and what we cannot promise",
      blocks: [
        "We work hard to keep Haven running and your data safe. We check supporters before they appear. We tell you plainly when something will happen before it happens.",
        "We cannot promise that Haven will always be available, that a supporter will always answer, or that the advice you get will solve your problem. We are not responsible for what supporters or other users do outside Haven. Where the law allows it, Haven is offered as it is.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        "If we change these terms in a way that matters, we will give them a new version number and date. The next time you sign in, we will show you the new version and ask you to agree before you continue. If you do not agree, you can sign out, and you can delete your account at any time.",
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      blocks: ["If something here is not clear, please ask us through [Contact us](/contact). The [Help Center](/info/help) answers common questions."],
    },
  ],
};
