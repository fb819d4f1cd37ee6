// Pure rules of the chat screen (spec part 2 §4 "Chat", §9): titles and who is shown.

export const DEFAULT_CHAT_TITLE = "New Conversation";
export const CLARA_NAME = "Clara";
export const CLARA_SUBTITLE = "A safe space to process and reflect";
/** Clara's picture, shipped with the app (public/images/clara.svg). */
export const CLARA_AVATAR_URL = "/images/clara.svg";
export const CHAT_TITLE_LENGTH = 50;
/** What a supporter sees when the person chose no display name. */
export const ANONYMOUS_MEMBER = "Anonymous member";

/** The first 50 characters of her first message, plus an ellipsis if it was longer. */
export function chatTitleFrom(message: string): string {
  const text = message.replace(/\s+/g, " ").trim();
  if (!text) return DEFAULT_CHAT_TITLE;
  return text.length > CHAT_TITLE_LENGTH ? `${text.slice(0, CHAT_TITLE_LENGTH)}…` : text;
}

/** Her name as a supporter sees it: the display name she chose (or her User_#### alias), never her e-mail. */
export function personShownToSupporter(displayName: string | null | undefined): string {
  const name = (displayName ?? "").trim();
  return name || ANONYMOUS_MEMBER;
}

/** Up to two initials for an avatar without a picture. */
export function initialsOf(name: string): string {
  const parts = name.replace(/[^\p{L}\p{N}\s]/gu, " ").trim().split(/\s+/).filter((part) => /^\p{L}/u.test(part));
  if (parts.length === 0) return "?";
  return (parts[0]![0]! + (parts.length > 1 ? parts[parts.length - 1]![0]! : "")).toUpperCase();
}

/** Whether a stored message's metadata carries the crisis flag. */
export function hasCrisisFlag(metadata: unknown): boolean {
  return Boolean(metadata && typeof metadata === "object" && !Array.isArray(metadata) && (metadata as Record<string, unknown>).has_crisis_language === true);
}

export type ChatType = "ai_support" | "professional_support" | "local_support";
export type SenderType = "user" | "ai" | "supporter" | "system";

/** A message as the page shows it (and as realtime carries it). */
export interface ChatMessageView {
  id: string;
  chatId: string;
  senderId: string | null;
  senderType: SenderType;
  content: string;
  createdAt: string;
  hasCrisisLanguage: boolean;
}

/** A conversation as the list and the header show it, from the viewer's side. */
export interface ChatSummary {
  id: string;
  chatType: ChatType;
  title: string;
  updatedAt: string;
  /** owner: her own conversation; supporter: one addressed to the viewer (her inbox). */
  side: "owner" | "supporter";
  /** Who is on the other side: Clara, the supporter, or the person (never her e-mail). */
  name: string;
  subtitle: string;
  avatarUrl: string | null;
  /** Her supporter deleted their account: the conversation stays hers to read, and takes no new messages. */
  supporterLeft: boolean;
}

/** Said where she would write to a supporter who has left. */
export const SUPPORTER_LEFT = "This supporter has left Haven, so new messages can't be sent. Your conversation stays here for you to read.";
