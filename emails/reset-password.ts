import { emailFrame, type RenderedEmail } from "./layout";

export function resetPasswordEmail({ url = "http://localhost:3000/auth/reset-password?token=example" }: { url?: string } = {}): RenderedEmail {
  const paragraphs = [
    "We received a request to reset the password for your account.",
    "This link works once and expires in one hour.",
    "If you did not ask for this, you can ignore this message and your password will stay the same.",
  ];
  return {
    subject: "Reset your password",
    html: emailFrame({ preview: "Use this link to choose a new password.", heading: "Choose a new password", paragraphs, action: { label: "Choose a new password", url } }),
    text: `Choose a new password\n\n${paragraphs.join("\n\n")}\n\n${url}\n`,
  };
}
