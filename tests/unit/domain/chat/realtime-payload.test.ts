// What realtime carries for a new message (issue 15): the whole message when it fits in one
// Pusher event, an envelope without its text when it does not.
import { CHAT_MESSAGE_MAX } from "@/lib/validations/chat";
import { isEnvelope, realtimeMessage, REALTIME_EVENT_MAX_BYTES } from "@/lib/domain/chat/realtime-payload";
import type { ChatMessageView } from "@/lib/domain/chat";

const view = (content: string): ChatMessageView => ({
  id: "m1",
  chatId: "c1",
  seq: 7,
  senderId: "u1",
  senderType: "user",
  content,
  createdAt: "2026-11-23T10:00:00.000Z",
  hasCrisisLanguage: false,
  crisisCategories: [],
});

test("the publish path sends the whole message when it fits in one event and an envelope (no text) when it does not", () => {
  const short = view("Hello");
  expect(realtimeMessage(short)).toBe(short);
  // 4,000 characters of Chinese are 12,000 bytes; 2,000 emoji (4,000 UTF-16 units), 8,000: over or near Pusher's 10 KB.
  expect(isEnvelope(realtimeMessage(view("я".repeat(CHAT_MESSAGE_MAX))))).toBe(false);
  for (const long of ["字".repeat(CHAT_MESSAGE_MAX), "🙂".repeat(CHAT_MESSAGE_MAX / 2) + "字".repeat(1000), "a".repeat(REALTIME_EVENT_MAX_BYTES)]) {
    const sent = realtimeMessage(view(long));
    expect(isEnvelope(sent)).toBe(true);
    expect(sent).toEqual({ id: "m1", chatId: "c1", seq: 7, senderId: "u1", senderType: "user", createdAt: "2026-11-23T10:00:00.000Z", omitted: true });
    expect(Buffer.byteLength(JSON.stringify(sent))).toBeLessThan(1024);
  }
});
