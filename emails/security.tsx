import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Account security e-mails: always sent (critical), whatever her preferences.

type UrlProps = BaseProps & { url?: string };

export const verifyEmail = defineTemplate<UrlProps>({
  id: "verify-email",
  group: "security",
  category: "critical",
  name: "Confirm your e-mail address",
  description: "A link that proves she controls the address before anything else is sent to it.",
  subject: () => "Confirm your e-mail address",
  defaults: { url: "http://localhost:3000/auth/verify-email?token=example" },
  Component: ({ url = "", ...props }) => (
    <Frame
      preview="Confirm this address to finish setting up."
      heading="Confirm your e-mail address"
      action={{ label: "Confirm this address", url: url || link(props, "/settings") }}
    >
      <Paragraph>Please confirm that this address is yours. The link works once and expires in 24 hours.</Paragraph>
      <Paragraph>If you did not ask for this, you can ignore this message.</Paragraph>
    </Frame>
  ),
});

export const resetPassword = defineTemplate<UrlProps>({
  id: "reset-password",
  group: "security",
  category: "critical",
  name: "Reset your password",
  description: "The link to choose a new password.",
  subject: () => "Reset your password",
  defaults: { url: "http://localhost:3000/auth/reset-password?token=example" },
  Component: ({ url = "", ...props }) => (
    <Frame
      preview="Use this link to choose a new password."
      heading="Choose a new password"
      action={{ label: "Choose a new password", url: url || link(props, "/auth/forgot-password") }}
    >
      <Paragraph>We received a request to reset the password for your account.</Paragraph>
      <Paragraph>This link works once and expires in one hour.</Paragraph>
      <Paragraph>If you did not ask for this, you can ignore this message and your password will stay the same.</Paragraph>
    </Frame>
  ),
});

export const passwordChanged = defineTemplate<BaseProps>({
  id: "password-changed",
  group: "security",
  category: "critical",
  name: "Password changed",
  description: "Sent after her password is changed or reset.",
  subject: () => "Your password was changed",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="Your password was just changed."
      heading="Your password was changed"
      action={{ label: "Reset your password", url: link(props, "/auth/forgot-password") }}
    >
      <Paragraph>The password for your account was just changed, and every other device was signed out.</Paragraph>
      <Paragraph>If this was you, there is nothing more to do. If it was not, reset your password now.</Paragraph>
    </Frame>
  ),
});

export const newDeviceSignIn = defineTemplate<BaseProps & { when?: string; device?: string }>({
  id: "new-device-sign-in",
  group: "security",
  category: "critical",
  name: "Sign-in from a new device",
  description: "Sent when her account is signed in from a browser it has not seen before.",
  subject: () => "A new sign-in to your account",
  defaults: { when: "Monday 23 November 2026, 21:04 UTC", device: "Firefox on Windows" },
  Component: ({ when, device, ...props }) => (
    <Frame preview="Check that this was you." heading="A new sign-in to your account" action={{ label: "Review your account", url: link(props, "/settings") }}>
      <Paragraph>
        Your account was signed in{device ? ` from ${device}` : ""}
        {when ? ` on ${when}` : ""}.
      </Paragraph>
      <Paragraph>If this was you, there is nothing more to do. If it was not, change your password and sign out of every device from Settings.</Paragraph>
    </Frame>
  ),
});

export const signupAttempt = defineTemplate<BaseProps>({
  id: "signup-attempt",
  group: "security",
  category: "critical",
  name: "Someone tried to sign up with your address",
  description: "Sent to the owner of an address when someone tries to create a new account with it.",
  subject: () => "About your account",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="Someone tried to create an account with this address."
      heading="Someone tried to use your address"
      action={{ label: "Sign in", url: link(props, "/auth/login") }}
    >
      <Paragraph>Someone just tried to create a new account with this e-mail address. You already have an account, so no new one was created.</Paragraph>
      <Paragraph>
        If this was you, sign in instead, or reset your password if you have forgotten it. If it was not you, your account is unchanged and you can ignore this
        message.
      </Paragraph>
    </Frame>
  ),
});

export const reclaimAddress = defineTemplate<UrlProps>({
  id: "reclaim-address",
  group: "security",
  category: "critical",
  name: "Take back your address",
  description: "Sent when someone signs up with an address whose account never confirmed it: whoever controls the address may take it (issue 15).",
  subject: () => "Confirm your e-mail address",
  defaults: { url: "http://localhost:3000/auth/verify-email?token=example" },
  Component: ({ url = "", ...props }) => (
    <Frame
      preview="Confirm this address to finish setting up."
      heading="Confirm your e-mail address"
      action={{ label: "Confirm this address", url: url || link(props, "/settings") }}
    >
      <Paragraph>An account was just created with this e-mail address. Another account already uses this address but never confirmed it.</Paragraph>
      <Paragraph>
        If you created the new account, confirm below. The new account keeps this address; the earlier, unconfirmed account is removed and signed out
        everywhere.
      </Paragraph>
      <Paragraph>If it was not you, you can ignore this message and nothing will change. The link works once and expires in 24 hours.</Paragraph>
    </Frame>
  ),
});
