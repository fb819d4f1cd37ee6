// Pure rules of the chat screen (spec part 2 §4 "Chat", §9): titles and who is shown.
import { CRISIS_CATEGORIES, type CrisisCategory } from "@/lib/domain/crisis/types";

export const DEFAULT_CHAT_TITLE = "New Conversation";
export const CLARA_NAME = "Clara";
export const CLARA_SUBTITLE = "A safe space to process and reflect";
/** Shown beside Clara's name wherever she appears (ARCHITECTURE §6; California SB 243, EU AI Act art. 50). */
export const CLARA_AI_LABEL = "AI companion";
/** Said in her first message of every conversation, and in the empty conversation. */
export const CLARA_DISCLOSURE = "I'm Clara, an AI companion — not a person or a therapist";
/** Where Clara is named without being in the conversation (the page with none open). */
export const CLARA_LIST_LABEL = "Clara is an AI companion, not a person or a therapist.";
/** Under 'Hi, I'm Clara' in an empty conversation with her. */
export const CLARA_EMPTY_LABEL = "I'm an AI companion — not a person or a therapist.";
/** Clara's picture, shipped with the app (public/images/clara.svg). */
export const CLARA_AVATAR_URL = "/images/clara.svg";
export const CHAT_TITLE_LENGTH = 50;
/** The longest message she can send (the server's schema, lib/validations/chat.ts, holds it). */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`;
/** Messages read at a time: a conversation opens on its latest page, earlier ones come on scroll (issue 20). */
export const MESSAGE_PAGE = 100;
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

/** Whether a stored message's metadata carries the crisis flag. */
export function hasCrisisFlag(metadata: unknown): boolean {
  return Boolean(metadata && typeof metadata === "object" && !Array.isArray(metadata) && (metadata as Record<string, unknown>).has_crisis_language === true);
}

/** The crisis categories stored with a flagged message (metadata.crisis_categories), known ones only, in their fixed order. */
export function crisisCategoriesOf(metadata: unknown): CrisisCategory[] {
  if (!hasCrisisFlag(metadata)) return [];
  const stored = (metadata as Record<string, unknown>).crisis_categories;
  if (!Array.isArray(stored)) return [];
  return CRISIS_CATEGORIES.filter((category) => stored.includes(category));
}

/**
 * What the crisis panel answers: the union of the categories of every flagged message in the
 * conversation (null when none is flagged). The union, not the latest message alone: 988 must
 * not drop out because a later message only spoke of danger. A message flagged with no
 * category (the model's moderation alone, or a message stored before categories were kept)
 * counts as violence: that adds 911 and the hotline without pushing 988 from first place
 * when she also wrote of ending her life (lib/domain/crisis/resources.ts).
 */
export function conversationCrisisCategories(messages: readonly Pick<ChatMessageView, "hasCrisisLanguage" | "crisisCategories">[]): CrisisCategory[] | null {
  const found = new Set<CrisisCategory>();
  let flagged = false;
  for (const message of messages) {
    if (!message.hasCrisisLanguage) continue;
    flagged = true;
    const categories = message.crisisCategories ?? [];
    if (categories.length === 0) found.add("violence");
    for (const category of categories) found.add(category);
  }
  return flagged ? CRISIS_CATEGORIES.filter((category) => found.has(category)) : null;
}

export type ChatType = "ai_support" | "professional_support" | "local_support";
export type SenderType = "user" | "ai" | "supporter" | "system";

/** A message as the page shows it (and as realtime carries it). */
export interface ChatMessageView {
  id: string;
  chatId: string;
  /** The server's order within the conversation (1, 2, 3…, in commit order); catch-up asks for those after the highest it has. */
  seq: number;
  senderId: string | null;
  senderType: SenderType;
  content: string;
  createdAt: string;
  hasCrisisLanguage: boolean;
  /** What the crisis check found in it (empty when not flagged, or flagged by the model's moderation alone). */
  crisisCategories: CrisisCategory[];
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
  /** The supporter's side only: the summary of her assessment she chose to share (the message dialog's box). */
  sharedSummary?: string | null;
}

/** Said where she would write to a supporter who has left. */
export const SUPPORTER_LEFT = "This supporter has left Haven, so new messages can't be sent. Your conversation stays here for you to read.";
