import type { HavenDocument } from "@/lib/content/types";
import { TERMS_EFFECTIVE, TERMS_VERSION } from "./agreement";

export const PROFESSIONAL_GUIDELINES: HavenDocument = {
  slug: "professional-guidelines",
  title: "Professional Supporter Guidelines",
  summary: "How therapists, lawyers, HR experts and counsellors help on Haven. You agree to these when you join as a professional supporter.",
  version: TERMS_VERSION,
  effective: TERMS_EFFECTIVE,
  sections: [
    {
      id: "who-you-help",
      heading: "Who you are helping",
      blocks: [
        "The women who write to you may be living with the person who hurts them, or may be watched by them. Many are frightened, tired and unsure whether anyone will believe them. Your first job is to listen and to believe them.",
        "Every person who writes to you chose to trust you. Treat each conversation as confidential.",
      ],
    },
    {
      id: "joining",
      heading: "Joining and verification",
      blocks: [
        "Tell us the truth about your qualifications, licences and experience. Upload a current CV. Our team checks every application before you appear in the directory or in anyone's matches, and may ask you for more information.",
        "Choose only the specialisations you are trained and experienced in. They decide who is matched with you.",
        "If your licence is suspended or ends, or you are under investigation by a professional body, tell us at once through [Contact us](/contact).",
      ],
    },
    {
      id: "how-to-help",
      heading: "How to help well",
      blocks: [
        {
          list: [
            'Reply within the time your availability promises. If you cannot, set your availability to "Limited availability" or "Not taking new cases" on your dashboard.',
            "Use plain, warm words. Never blame her for what happened or for staying.",
            "Let her decide. Offer options, explain what each one means, and respect her choice, even when you would choose differently.",
            "Stay inside your expertise. If she needs help you cannot give, say so and point her to someone who can.",
            "Be clear that you give general information and support through Haven. If you offer formal legal or clinical services, agree them with her separately and follow the rules of your profession.",
          ],
        },
      ],
    },
    {
      id: "privacy-and-safety",
      heading: "Privacy and safety",
      blocks: [
        {
          list: [
            "Never try to find out who she is or where she lives unless she chooses to tell you.",
            "Keep conversations on Haven. Do not ask her to move to your personal phone, e-mail or social media: those may be seen by the person hurting her.",
            "Do not save, copy, screenshot or share her messages.",
            "Never contact the person she describes, her employer or her family without her clear permission.",
            "Do not ask for or accept money, gifts or favours through Haven.",
          ],
        },
      ],
    },
    {
      id: "danger",
      heading: "When someone is in danger",
      blocks: [
        "If she says she is in danger now, tell her to call 911. If she talks about ending her life or hurting herself, share 988 (call or text). Haven shows these numbers automatically when crisis words appear, but say them yourself too.",
        "Help her make a safety plan, and remind her that the Emergency page can alert her contacts and nearby local supporters.",
        "If you believe a child or an adult at risk is in danger, follow the reporting duties of your profession and your state. Tell her what you are going to do before you do it, whenever it is safe to.",
      ],
    },
    {
      id: "boundaries",
      heading: "Professional boundaries",
      blocks: [
        "No romantic or sexual contact with anyone you meet through Haven. No offensive, judgemental or religious pressure. Do not promise results you cannot deliver, such as winning a case.",
        'Look after yourself too. This work is hard. It is fine to take a break: set your availability to "Not taking new cases" while you do.',
      ],
    },
    {
      id: "breaking-the-guidelines",
      heading: "If the guidelines are broken",
      blocks: [
        "People can report a supporter to us. Our team looks at every report. We may warn you, hide you from the directory, stop you sending messages, or close your account. In serious cases we may tell your professional body or the police.",
        "These guidelines are part of Haven's [Terms of Use](/legal/terms).",
      ],
    },
  ],
};
