import type { HavenDocument } from "@/lib/content/types";
import { LOCATION_RETENTION_HOURS } from "@/lib/domain/emergency/alert-rules";

export const HELP: HavenDocument = {
  slug: "help",
  title: "Help Center",
  summary: "Answers to the questions people ask most. If yours is not here, please [contact us](/contact).",
  version: "1.0",
  effective: "2026-11-24",
  crisis: true,
  sections: [
    {
      id: "quick-exit",
      heading: "How do I leave Haven quickly?",
      blocks: [
        'Press the "Exit this page" button at the top of every page, or press the Shift key three times. Haven is replaced at once by a weather website.',
        "Quick exit clears what Haven stored in this browser tab, and pressing Back will not bring Haven back. If you are a support taker, it also signs you out (you can change this in [Settings](/settings)).",
        "Quick exit cannot erase your browser history. To hide that you visited Haven, use a private or incognito window, or delete Haven from your history. Our [Staying safe online](/safety) page explains how.",
      ],
    },
    {
      id: "anonymous",
      heading: "Do I have to use my real name?",
      blocks: [
        "No. When you sign up to get support, you can stay anonymous. Supporters then see a random name like User_4821. You can also choose your own display name, which does not need to be your real one.",
        "We never show your e-mail address to supporters or other users. If someone else reads your e-mail, consider a [safe address](/settings): Haven can send notices to a different address you choose.",
      ],
    },
    {
      id: "emergency",
      heading: "How does the emergency alert work?",
      blocks: [
        { note: "If you are in danger right now, call 911. Haven's alert does not call the police for you." },
        "First, add your emergency contacts on the [Emergency](/emergency) page. When you press the alert button, Haven asks you to confirm. Then:",
        {
          steps: [
            "Your emergency contacts get a text message with the words you approved.",
            "Approved local supporters within about 10 km are told someone nearby needs help. They see only the distance and your general area.",
            "You choose which supporters who offer help can see your exact location.",
          ],
        },
        `The alert stays open for up to 4 hours. After 2 hours, Haven asks if you are safe. Your exact location is erased ${LOCATION_RETENTION_HOURS} hours after the alert ends.`,
        "You can send a test alert to check that your contacts get the message. It is clearly marked as a test.",
      ],
    },
    {
      id: "clara",
      heading: "Who is Clara?",
      blocks: [
        "Clara is Haven's AI companion. She is a computer program, not a person and not a therapist. She can listen, help you put your thoughts in order and suggest next steps at any hour. If you write words that suggest a crisis, Haven shows you crisis numbers straight away.",
      ],
    },
    {
      id: "assessment",
      heading: "What is the assessment and the roadmap?",
      blocks: [
        "The assessment is a short, guided set of questions about what is happening to you. It helps Haven understand how urgent things are and what kind of help fits. At the end you get a roadmap: steps for now, for the next weeks and for later. You can tick off steps as you go, and you can delete an assessment at any time.",
      ],
    },
    {
      id: "supporters",
      heading: "Who are the supporters, and are they checked?",
      blocks: [
        "Professional supporters are therapists, lawyers, HR experts and counsellors. Local supporters are people near you who can help in person. Our team checks every supporter's application before they appear in the directory or in your matches.",
        "To contact one, open [Supporters](/supporters), choose someone and send a message. You decide whether to share your assessment summary with them.",
      ],
    },
    {
      id: "watched",
      heading: "What if someone checks my phone or e-mail?",
      blocks: [
        "Our e-mails have plain subject lines that never mention abuse or harassment. You can turn off e-mails you do not want in [Settings](/settings), and sign out of other devices there.",
        "Use a device the other person cannot reach, if you can. Our [Staying safe online](/safety) page has more ideas.",
      ],
    },
    {
      id: "supporter-cases",
      heading: "I am a supporter. Where do I find the people who wrote to me?",
      blocks: [
        "Open [Cases](/cases) from your dashboard or the Cases tab on your phone. It lists every conversation addressed to you, with the newest activity first, and marks the ones with a message you have not read.",
      ],
    },
    {
      id: "delete",
      heading: "How do I delete my account?",
      blocks: [
        "Go to [Settings](/settings) and choose Delete account. We ask you to confirm first. Your account and the data that belongs to it are erased, as our [Privacy Policy](/legal/privacy#deleting) explains.",
      ],
    },
    {
      id: "password",
      heading: "I forgot my password",
      blocks: ["Use [Forgot password](/auth/forgot-password) on the login page. We e-mail you a link to choose a new one."],
    },
    {
      id: "report",
      heading: "How do I report a problem or a person?",
      blocks: ["Write to us through [Contact us](/contact). You do not need an account, and we never tell the other person who reported them."],
    },
  ],
};
