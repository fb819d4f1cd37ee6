import type { NotificationCategory } from "@/lib/domain/notifications/catalogue";

// What every e-mail template declares (issue 16): the catalogue category it is shown under
// in the template tester, the preference category that decides whether it may be sent, a
// discreet subject, and default props so it previews and tests on its own.

export type TemplateGroup = "welcome" | "verification" | "emergency" | "engagement" | "safety" | "community" | "re-engagement" | "admin" | "security";

/** Props every template receives from the sender. */
export interface BaseProps {
  /** Haven's public address, for links (APP_URL). */
  appUrl?: string;
  /** One-click unsubscribe address, added to every non-critical e-mail. */
  unsubscribeUrl?: string | null;
}

export interface EmailTemplate<P extends BaseProps = BaseProps> {
  id: string;
  group: TemplateGroup;
  /** Whether she may turn it off (critical never). */
  category: NotificationCategory;
  name: string;
  description: string;
  subject(props: P): string;
  Component(props: P): React.ReactElement;
  defaults: P;
  /** Sent only to her confirmed safe address, never to the account address (her journal export). */
  onlyToSafeAddress?: boolean;
}

export function defineTemplate<P extends BaseProps>(template: EmailTemplate<P>): EmailTemplate<P> {
  return template;
}

export const DEFAULT_APP_URL = "http://localhost:3000";

export function link(props: BaseProps, path: string): string {
  return `${(props.appUrl ?? DEFAULT_APP_URL).replace(/\/$/, "")}${path}`;
}
