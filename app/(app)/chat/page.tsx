import type { Metadata } from "next";
import { requireUser, toActor } from "@/lib/auth/session";
import { getChat, listChats, openConversation, type ChatMessageView, type ChatSummary } from "@/lib/data/chats";
import { realtimeClientConfig } from "@/lib/services/realtime";
import { canStartClaraChat } from "@/lib/domain/supporter-chat";
import { unreadConversationIds } from "@/lib/data/chat-notify";
import { ChatClient } from "./chat-client";

export const metadata: Metadata = { title: "Messages" };

type Search = Promise<Record<string, string | string[] | undefined>>;

// Her conversations with Clara and her supporters and, for supporters, the conversations
// addressed to them (spec part 2 §2 "Chat / Messages"). `?id=` opens one.
export default async function ChatPage({ searchParams }: { searchParams: Search }) {
  const auth = await requireUser();
  const actor = toActor(auth);
  const params = await searchParams;
  // `?chatId=` is what the dashboards' older links carry; the page then settles on `?id=`.
  const raw = params.id ?? params.chatId;
  const id = (Array.isArray(raw) ? raw[0] : raw) ?? null;

  // A failed list of conversations is answered by ./error.tsx.
  const chats = await listChats(actor);

  let open: { chat: ChatSummary; messages: ChatMessageView[] } | null = null;
  // How many of her notifications opening it read: her bell, counted with her session just
  // before, takes them off.
  let readOnOpen = 0;
  if (id && /^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    const chat = chats.find((c) => c.id === id) ?? (await getChat(actor, id));
    if (chat) {
      try {
        const opened = await openConversation(actor, chat.id);
        open = { chat, messages: opened.messages };
        readOnOpen = opened.read;
      } catch {
        open = null;
      }
    }
  }

  // The markers she would see on her cases page show here too (the one she opened is read now,
  // so these are read after it).
  const unread = await unreadConversationIds(
    actor,
    chats.map((c) => c.id),
  ).catch(() => new Set<string>());

  return (
    <>
      <h1 className="sr-only">Messages</h1>
      <ChatClient
        viewerId={actor.userId}
        initialChats={chats}
        initialOpen={open}
        realtime={realtimeClientConfig()}
        canStartClara={canStartClaraChat(auth.roles, auth.currentMode)}
        initialUnread={[...unread]}
        readOnOpen={readOnOpen}
      />
    </>
  );
}
