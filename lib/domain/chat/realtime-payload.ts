import type { ChatMessageView } from "./index";

// What realtime carries for a new message (issue 15: a message over the realtime size limit is
// still delivered live). Pusher refuses an event whose data is over 10 KB, so a long message
// (4,000 characters of Chinese are 12 KB) would simply never arrive. Such a
// message travels as an envelope without its text, and the page fetches it from the server,
// which checks that the reader belongs to the conversation.

/** Pusher's limit on one event's data (and the embedded server's, scripts/realtime-server). */
export const REALTIME_EVENT_MAX_BYTES = 10 * 1024;
/** Kept below the limit: room for the protocol's own escaping on the way. */
export const REALTIME_MESSAGE_MAX_BYTES = REALTIME_EVENT_MAX_BYTES - 1024;

/** A message announced without its text: fetch it (GET /api/chat/{chatId}/messages). */
export interface MessageEnvelope extends Omit<ChatMessageView, "content" | "hasCrisisLanguage" | "crisisCategories"> {
  omitted: true;
}

export type RealtimeMessage = ChatMessageView | MessageEnvelope;

export function isEnvelope(message: RealtimeMessage): message is MessageEnvelope {
  return (message as MessageEnvelope).omitted === true;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The whole message when it fits in one realtime event, the envelope when it does not. */
export function realtimeMessage(view: ChatMessageView): RealtimeMessage {
  if (byteLength(JSON.stringify(view)) <= REALTIME_MESSAGE_MAX_BYTES) return view;
  return { id: view.id, chatId: view.chatId, seq: view.seq, senderId: view.senderId, senderType: view.senderType, createdAt: view.createdAt, omitted: true };
}
