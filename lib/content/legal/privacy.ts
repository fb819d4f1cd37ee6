import type { HavenDocument } from "@/lib/content/types";
import { TERMS_EFFECTIVE, TERMS_VERSION } from "./agreement";
import { LOCATION_RETENTION_HOURS } from "@/lib/domain/emergency/alert-rules";

// Every fact here is checked against the code: what each table keeps, when the emergency
// location is wiped (LOCATION_RETENTION_HOURS), what account deletion removes
// (lib/data/accounts.ts deleteOwnAccount) and which outside services are used when they are
// configured (lib/services/*, ARCHITECTURE.md §5).

export const PRIVACY: HavenDocument = {
  slug: "privacy",
  title: "Privacy Policy",
  summary: "What Haven keeps about you, for how long, who can see it, and how to delete it. We collect as little as we can.",
  version: TERMS_VERSION,
  effective: TERMS_EFFECTIVE,
  sections: [
    {
      id: "short-version",
      heading: "The short version",
      blocks: [
        {
          list: [
            "You can use Haven without giving your real name.",
            "We never show your e-mail address to supporters or other users.",
            "No Haven page loads anything from another company's website: no advertising, no tracking, no outside fonts or analytics.",
            "We never sell your data, and we never use it for advertising.",
            "You can delete your account, and the data that belongs to it, at any time in Settings.",
          ],
        },
      ],
    },
    {
      id: "what-we-keep",
      heading: "What we keep",
      blocks: [
        "For everyone:",
        {
          list: [
            "Your e-mail address and your password. The password is stored only as a scrambled code (a hash) that cannot be turned back into the password.",
            "Your role (support taker, professional or local supporter) and the display name you choose, if any.",
            "Your sign-in sessions: when they started, and the browser and network address used. We use this to keep you signed in, to let you sign out other devices, and to warn you by e-mail about a sign-in from a new device.",
            "Which version of these terms you agreed to, and when.",
            "Your notification and e-mail choices, and a record of the e-mails and text messages we send for you.",
          ],
        },
        "If you look for support:",
        {
          list: [
            "Your story, your assessment answers and the roadmap made from them.",
            "Your conversations with Clara and with supporters.",
            "Your emergency contacts (name, phone number, relationship and, if you add one, an e-mail address) and the message you approved for them.",
            "Your emergency area (the city you choose) and, only while you use the emergency features, your location. Both are encrypted.",
            "Safety timers you set, and the note you write for them, which is encrypted.",
          ],
        },
        "If you are a supporter:",
        {
          list: [
            "Professionals: your full name, professional title, bio, specialisations, languages, availability, years of experience and your CV.",
            "Local supporters: your display name, your city, how far you can travel and how you can help. We keep your city, not your street address.",
            "The notes our team makes when checking your application, and reviews people leave for you.",
          ],
        },
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        {
          list: [
            `Your exact location during an emergency alert is erased ${LOCATION_RETENTION_HOURS} hours after the alert ends. The record that an alert happened stays with your account until you delete it.`,
            "An emergency alert that nobody ends closes by itself after 4 hours. Haven checks in with you after 2 hours.",
            "Sign-in sessions end after a period without activity, and when you sign out.",
            "Your story, assessments, roadmaps, conversations and contacts stay until you delete them or delete your account. You can delete an assessment in your assessment history, and a conversation from your messages.",
            "When you delete a conversation, it disappears from your list and from your supporter's list straight away. Its messages are erased for good when you delete your account.",
          ],
        },
      ],
    },
    {
      id: "who-can-see",
      heading: "Who can see what",
      blocks: [
        {
          list: [
            "Supporters see the name you are shown by (your display name or a random name like User_4821) and the messages in conversations you start with them. They see your assessment summary only if you tick the box to share it.",
            "During an emergency alert, nearby local supporters see only how far away you are and your general area. Your exact location goes only to the supporters you accept and to your emergency contacts.",
            "People looking for support can see a supporter's public profile: name, title, specialisations, languages, availability, city (for local supporters) and reviews.",
            "A professional's CV is seen only by the professional and by the Haven team members who check applications.",
            "Haven staff can see account details when they need to, for example to check a supporter, answer a report or fix a problem. Staff actions are recorded in an audit log.",
          ],
        },
      ],
    },
    {
      id: "outside-services",
      heading: "Outside services we use",
      blocks: [
        "Haven can run entirely on its own servers. When a Haven service is set up to use one of the outside companies below, that company processes only what is needed for that job, on our behalf:",
        {
          list: [
            "E-mail (Resend): your e-mail address and the e-mail we send you. Our e-mails never name abuse or harassment in the subject line.",
            "Text messages (Twilio): your emergency contacts' phone numbers and the alert message you approved.",
            "Live updates (Pusher, or a Pusher-compatible server): messages and alerts pass through it on their way to the other person's screen.",
            "AI (OpenAI, or a compatible provider): the messages you write to Clara, a check of messages for crisis language, and your assessment answers when a roadmap is written for you. Without it, Haven's built-in engines answer on our own servers.",
            "File storage (an S3-compatible storage provider): CVs and profile pictures.",
            "Push notifications: if you turn them on, your browser's push service (for example Google, Mozilla or Apple) delivers an encrypted notice. It cannot read the notice.",
          ],
        },
        "No Haven page loads fonts, scripts, images, maps or analytics from another company's website.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        "Haven uses only the cookies it needs to work: one that keeps you signed in, one that remembers your role and mode, and one that remembers whether the side menu is open and, while you search the supporters directory, one that holds your search until you close the browser (half an hour at most), so that it is never in your browser's history. We use no advertising or tracking cookies.",
        'The quick exit (the "Exit this page" button, or pressing Shift three times) clears what Haven stored in this browser tab and leaves for a neutral website.',
      ],
    },
    {
      id: "deleting",
      heading: "Deleting your account",
      blocks: [
        "Go to [Settings](/settings) and choose Delete account. We ask you to confirm first. Then we erase your account and everything linked to it: your profile, stories, assessments, roadmaps, your conversations, emergency contacts and alerts, safety timers, notifications, sessions and your uploaded files.",
        'If you were a supporter, the people you talked with keep their side of the conversation, marked "Has left Haven". Your name and picture are removed from it.',
        "E-mails and text messages that were already delivered cannot be called back.",
      ],
    },
    {
      id: "safety",
      heading: "How we protect your data",
      blocks: [
        "Connections to Haven are encrypted. Your location, emergency area and safety timer notes are encrypted in our database. Private pages are never stored by your browser's cache. Only a few trained staff can use the admin tools, and what they do is logged.",
        "If we ever find that your data was exposed, we will tell you as soon as we can and say what we are doing about it.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your choices and rights",
      blocks: [
        "You can see and change your profile in [Profile](/profile) and your notifications in [Settings](/settings). You can ask us for a copy of your data, or ask us to correct it, through [Contact us](/contact).",
        "If we change this policy in a way that matters, we will give it a new version and date and ask you to agree again at your next sign-in.",
      ],
    },
  ],
};
