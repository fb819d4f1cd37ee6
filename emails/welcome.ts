import { emailFrame, type RenderedEmail } from "./layout";

export type WelcomeRole = "support_taker" | "professional" | "local_supporter";

const LINES: Record<WelcomeRole, string[]> = {
  support_taker: [
    "Your account is ready. You can sign in whenever it feels right.",
    "Everything you share stays private to you and the people you choose to talk to.",
  ],
  professional: [
    "Thank you for offering your time and skills. Your account is ready.",
    "Our team reviews every professional application. We will write to you when your review is complete.",
  ],
  local_supporter: [
    "Thank you for offering to help people near you. Your account is ready.",
    "Please finish setting up your location so we can connect you with people nearby.",
  ],
};

export function welcomeEmail({ role = "support_taker", url = "http://localhost:3000/auth/login" }: { role?: WelcomeRole; url?: string } = {}): RenderedEmail {
  const paragraphs = LINES[role];
  return {
    subject: "Your account is ready",
    html: emailFrame({ preview: "Your account is ready.", heading: "Welcome", paragraphs, action: { label: "Sign in", url } }),
    text: `Welcome\n\n${paragraphs.join("\n\n")}\n\n${url}\n`,
  };
}
