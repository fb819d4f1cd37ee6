import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

// The frame every Haven e-mail shares (issue 16): calm, plain, Haven's teal, readable without
// images. Nothing in the preview, heading or footer names what Haven is for (ARCHITECTURE.md §7),
// and no e-mail ever quotes what anyone wrote.

export const COLORS = { primary: "#1f6f73", text: "#1f2d3a", muted: "#4a5866", page: "#f4f7f7", card: "#ffffff", border: "#dfe7e7" };

export interface FrameProps {
  preview: string;
  heading: string;
  children: React.ReactNode;
  action?: { label: string; url: string };
  /** A one-click unsubscribe address (every non-critical e-mail has one). */
  unsubscribeUrl?: string | null;
  /** Why she is receiving it; defaults to the neutral account line. */
  footer?: string;
}

export function Paragraph({ children }: { children: React.ReactNode }) {
  return <Text style={{ margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: COLORS.text }}>{children}</Text>;
}

export function Frame({ preview, heading, children, action, unsubscribeUrl, footer }: FrameProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, background: COLORS.page, fontFamily: "Arial, Helvetica, sans-serif" }}>
        <Container style={{ maxWidth: 560, margin: "24px auto", background: COLORS.card, borderRadius: 12, padding: 32 }}>
          <Heading as="h1" style={{ margin: "0 0 16px", fontSize: 22, color: COLORS.text }}>
            {heading}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button
                href={action.url}
                style={{ background: COLORS.primary, color: "#ffffff", padding: "12px 20px", borderRadius: 8, fontWeight: 600, textDecoration: "none" }}
              >
                {action.label}
              </Button>
              <Text style={{ margin: "16px 0 0", fontSize: 13, lineHeight: "20px", color: COLORS.muted }}>
                If the button does not work, copy this address into your browser:
                <br />
                <span style={{ wordBreak: "break-all" }}>{action.url}</span>
              </Text>
            </Section>
          ) : null}
          <Hr style={{ borderColor: COLORS.border, margin: "24px 0 16px" }} />
          <Text style={{ margin: 0, fontSize: 12, lineHeight: "18px", color: COLORS.muted }}>
            {footer ?? "You received this because an account uses this address. If this was not you, you can ignore this message."}
          </Text>
          {unsubscribeUrl ? (
            <Text style={{ margin: "8px 0 0", fontSize: 12, lineHeight: "18px", color: COLORS.muted }}>
              <Link href={unsubscribeUrl} style={{ color: COLORS.muted, textDecoration: "underline" }}>
                Unsubscribe from e-mails like this
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
