"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { MessageCircleHeart, MessageCirclePlus, PanelLeftOpen } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { streamClaraReply } from "@/lib/client/clara-stream";
import { CLARA_LIST_LABEL, type ChatMessageView, type ChatSummary } from "@/lib/domain/chat";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";
import { getJson, postJson } from "@/lib/client/api";
import { newWriteId } from "@/lib/client/write-id";
import { isEnvelope, type RealtimeMessage } from "@/lib/domain/chat/realtime-payload";
import { createChatAction, deleteChatAction, deleteMessageAction } from "./actions";
import { ConversationList } from "./conversation-list";
import { ConversationView } from "./conversation-view";
import { useChatChannel } from "./use-chat-channel";

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 2_500;
const LIST_REFRESH_MS = 30_000;
/** Longest wait for Clara's streamed reply before the page reads it from the server instead. */
const CLARA_WAIT_MS = 45_000;

/**
 * Keeps `?id=` in step with the open conversation. The History API (which Next's router
 * follows) rather than router.replace: the page's data is already here, and a server
 * round trip on every click would only re-read it.
 */
function setAddress(chatId: string | null) {
  window.history.replaceState(null, "", chatId ? `/chat?id=${encodeURIComponent(chatId)}` : "/chat");
}

const messagesUrl = (chatId: string) => `/api/chat/${encodeURIComponent(chatId)}/messages`;
const highestSeq = (messages: readonly ChatMessageView[], from = 0) => messages.reduce((max, m) => Math.max(max, m.seq), from);
type SendResult = { message: ChatMessageView; chat: Pick<ChatSummary, "id" | "title" | "updatedAt"> };

interface Props {
  viewerId: string;
  initialChats: ChatSummary[];
  initialOpen: { chat: ChatSummary; messages: ChatMessageView[] } | null;
  realtime: RealtimeClientConfig;
  /** Clara is offered to people seeking support; a supporter at work is not (issue 18). */
  canStartClara: boolean;
  /** Conversations with a message she has not seen yet, when the page was rendered. */
  initialUnread?: string[];
}

export function ChatClient({ viewerId, initialChats, initialOpen, realtime, canStartClara, initialUnread = [] }: Props) {
  const [chats, setChats] = useState(() => (initialOpen && !initialChats.some((c) => c.id === initialOpen.chat.id) ? [initialOpen.chat, ...initialChats] : initialChats));
  const [activeId, setActiveId] = useState<string | null>(initialOpen?.chat.id ?? null);
  const [messages, setMessages] = useState<ChatMessageView[]>(initialOpen?.messages ?? []);
  const [loading, setLoading] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [otherTyping, setOtherTyping] = useState(false);
  const [sending, setSending] = useState(false);
  const [creating, setCreating] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  /** Conversations with a message from the other side since she last opened them. */
  const [unread, setUnread] = useState<ReadonlySet<string>>(() => new Set(initialUnread.filter((id) => id !== initialOpen?.chat.id)));
  const activeRef = useRef(activeId);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const loadSeq = useRef(0);
  const claraStream = useRef<AbortController | null>(null);
  /**
   * The open conversation's catch-up point: every message the server numbered up to here is on
   * screen (issue 15). It moves with what the server's reads return, and with a message that
   * arrives numbered exactly one more; never with a later one alone, so a message sent during
   * a realtime outage is still fetched after a newer one (hers, say) was shown.
   */
  const cursor = useRef(highestSeq(initialOpen?.messages ?? []));
  /** The id of the message in the box, kept while its text stays the same: a repeat is stored once. */
  const write = useRef<{ id: string; content: string } | null>(null);
  /**
   * Bumped by every change this page makes to the list (a new conversation, a delete, a new
   * message moving one to the top). Reads run beside writes now (issue 15), so a list read that
   * started before such a change may answer after it: that answer is stale, and is read again.
   */
  const listEpoch = useRef(0);
  useEffect(() => {
    activeRef.current = activeId;
  });

  const active = chats.find((c) => c.id === activeId) ?? null;

  const append = useCallback((incoming: ChatMessageView[]) => {
    const current = incoming.filter((m) => m.chatId === activeRef.current);
    if (current.length === 0) return;
    setMessages((previous) => {
      const known = new Set(previous.map((m) => m.id));
      const fresh = current.filter((m) => !known.has(m.id));
      if (!fresh.length) return previous;
      // In the server's order, whichever way they arrived (live, catch-up, her own send).
      return [...previous, ...fresh].sort((a, b) => a.seq - b.seq);
    });
  }, []);

  /** Messages of the open conversation that the server just read out: all up to the highest are here. */
  const appendRead = useCallback((chatId: string, read: ChatMessageView[]) => {
    if (chatId !== activeRef.current) return;
    cursor.current = highestSeq(read, cursor.current);
    append(read);
  }, [append]);

  /** One message that arrived on its own (live, or her send's answer). */
  const appendOne = useCallback((message: ChatMessageView) => {
    if (message.chatId === activeRef.current && message.seq === cursor.current + 1) cursor.current = message.seq;
    append([message]);
  }, [append]);

  const touchChat = useCallback((chatId: string, changes: Partial<ChatSummary> = {}) => {
    listEpoch.current++;
    setChats((previous) => {
      const chat = previous.find((c) => c.id === chatId);
      if (!chat) return previous;
      return [{ ...chat, updatedAt: new Date().toISOString(), ...changes }, ...previous.filter((c) => c.id !== chatId)];
    });
  }, []);

  const catchUp = useCallback(async () => {
    const chatId = activeRef.current;
    if (!chatId) return;
    const result = await getJson<ChatMessageView[]>(messagesUrl(chatId), { afterSeq: cursor.current });
    if (result.ok) appendRead(chatId, result.data);
  }, [appendRead]);

  const stopTyping = () => {
    clearTimeout(typingTimer.current);
    setOtherTyping(false);
  };

  const refreshList = useCallback(async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const epoch = listEpoch.current;
      const result = await getJson<ChatSummary[]>("/api/chat");
      if (!result.ok) return null;
      if (epoch !== listEpoch.current) continue;
      setChats(result.data);
      return result.data;
    }
    return null;
  }, []);

  // A message from the other side arrived in the open conversation while she is looking: it is
  // seen, so its bell notification (created just after it) is read and no e-mail follows.
  const seenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markSeenSoon = (chatId: string) => {
    if (document.visibilityState !== "visible") return;
    clearTimeout(seenTimer.current);
    seenTimer.current = setTimeout(() => void postJson(`/api/chat/${encodeURIComponent(chatId)}/seen`, {}).catch(() => {}), 3_000);
  };

  const channel = useChatChannel(realtime, viewerId, activeId, {
    onMessage(data) {
      const message = data as RealtimeMessage;
      // Too long for one realtime event: announced without its text, read from the server.
      if (isEnvelope(message)) void catchUp();
      else appendOne(message);
      touchChat(message.chatId);
      if (message.senderType === "ai") {
        // Clara's reply is stored: whatever the stream still holds is no longer needed.
        claraStream.current?.abort();
        setDraft(null);
        stopTyping();
      } else if (message.senderId !== viewerId) {
        stopTyping();
        markSeenSoon(message.chatId);
      }
    },
    onTyping(data) {
      const { userId } = data as { userId?: string };
      if (!userId || userId === viewerId || active?.chatType === "ai_support") return;
      setOtherTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
    },
    onMessageDeleted(data) {
      const { id } = data as { id: string };
      setMessages((previous) => previous.filter((m) => m.id !== id));
    },
    onChatDeleted(data) {
      const { chatId } = data as { chatId: string };
      setChats((previous) => previous.filter((c) => c.id !== chatId));
      if (activeRef.current === chatId) close();
    },
    onReconnect: () => void catchUp(),
    onSubscribed: () => void catchUp(),
    onInboxMessage(data) {
      const message = data as ChatMessageView;
      // The open conversation hears it on its own channel.
      if (message.chatId === activeRef.current || message.senderId === viewerId) return;
      setUnread((previous) => new Set(previous).add(message.chatId));
      if (chats.some((c) => c.id === message.chatId)) touchChat(message.chatId, { updatedAt: message.createdAt });
      else void refreshList();
    },
    onInboxSubscribed: () => void refreshList(),
  });

  // Arrived by a `?chatId=` link (or an id that is not hers): settle the address on what is open.
  // Once, on arrival: a later re-render of the page (a server action's refresh) must not move
  // the address back to the conversation the page first opened.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    const wanted = initialOpen?.chat.id ?? null;
    if (new URLSearchParams(window.location.search).get("id") !== wanted) setAddress(wanted);
  }, [initialOpen]);

  // New conversations arrive live on her own channel; as a safety net (a realtime server that
  // is down) the list is also re-read now and then, and on return to the tab.
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState !== "visible") return;
      await refreshList();
    };
    const timer = setInterval(refresh, LIST_REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [refreshList]);

  function close() {
    setActiveId(null);
    setMessages([]);
    setDraft(null);
    stopTyping();
    setAddress(null);
  }

  async function open(chatId: string) {
    if (chatId === activeId) return;
    const seq = ++loadSeq.current;
    setActiveId(chatId);
    setMessages([]);
    setDraft(null);
    stopTyping();
    setUnread((previous) => {
      const next = new Set(previous);
      next.delete(chatId);
      return next;
    });
    setLoading(true);
    setAddress(chatId);
    activeRef.current = chatId;
    cursor.current = 0;
    const result = await getJson<ChatMessageView[]>(messagesUrl(chatId));
    if (seq !== loadSeq.current) return;
    setLoading(false);
    if (result.ok) appendRead(chatId, result.data);
    else toast.error("Failed to load messages");
  }

  async function create() {
    setCreating(true);
    const result = await createChatAction({});
    setCreating(false);
    if (!result.ok) return void toast.error("Failed to create conversation");
    listEpoch.current++;
    setChats((previous) => [result.data, ...previous]);
    loadSeq.current++;
    setActiveId(result.data.id);
    activeRef.current = result.data.id;
    cursor.current = 0;
    setMessages([]);
    setLoading(false);
    stopTyping();
    setAddress(result.data.id);
  }

  async function removeChat(chatId: string) {
    const result = await deleteChatAction({ chatId });
    if (!result.ok) return void toast.error("Failed to delete conversation");
    listEpoch.current++;
    setChats((previous) => previous.filter((c) => c.id !== chatId));
    if (activeRef.current === chatId) close();
    toast.success("Conversation deleted");
  }

  async function removeMessage(messageId: string) {
    const result = await deleteMessageAction({ messageId });
    if (!result.ok) return void toast.error("Failed to delete message");
    setMessages((previous) => previous.filter((m) => m.id !== messageId));
    toast.success("Message deleted");
  }

  async function askClara(chatId: string) {
    setOtherTyping(true);
    const abort = new AbortController();
    claraStream.current = abort;
    const timer = setTimeout(() => abort.abort(), CLARA_WAIT_MS);
    try {
      const stored = await streamClaraReply(chatId, (soFar) => {
        if (activeRef.current === chatId) setDraft(soFar);
      }, abort.signal);
      if (stored) appendOne(stored);
      else await catchUp();
    } catch {
      // Aborted (the reply came through realtime, or took too long) or the connection failed:
      // her message is stored either way, and the reply is read from the server.
      await catchUp();
    } finally {
      clearTimeout(timer);
      if (claraStream.current === abort) claraStream.current = null;
      if (activeRef.current === chatId) {
        setDraft(null);
        setOtherTyping(false);
      }
    }
  }

  async function send(content: string): Promise<boolean> {
    if (!active) return false;
    // A second press before the first answered (or a retry of the same words) is the same write.
    if (write.current?.content !== content) write.current = { id: newWriteId(), content };
    setSending(true);
    const result = await postJson<SendResult>(messagesUrl(active.id), { content, clientId: write.current.id, socketId: channel.socketId() });
    setSending(false);
    if (!result.ok) {
      // Her words stay in the box. Sent too fast: say how long to wait.
      toast.error("Failed to send message. Please try again.", result.error.startsWith("You're sending") ? { description: result.error } : undefined);
      return false;
    }
    if (write.current?.content === content) write.current = null;
    appendOne(result.data.message);
    touchChat(active.id, { title: result.data.chat.title, updatedAt: result.data.chat.updatedAt });
    if (active.chatType === "ai_support") void askClara(active.id);
    return true;
  }

  function typing() {
    if (!active || active.chatType === "ai_support") return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    // Its own request, never ahead of a send in a queue; nothing waits for its answer.
    void postJson(`/api/chat/${encodeURIComponent(active.id)}/typing`, { socketId: channel.socketId() });
  }

  return (
    <div className="flex h-[calc(100dvh-11rem)] min-h-[420px] overflow-hidden rounded-lg border bg-card md:h-[calc(100dvh-4rem)]">
      {collapsed ? (
        <div className="hidden flex-col items-center gap-2 border-r p-2 md:flex">
          <Button type="button" variant="ghost" size="icon" onClick={() => setCollapsed(false)} aria-label="Show the conversation list">
            <PanelLeftOpen aria-hidden />
          </Button>
          {canStartClara ? (
            <Button type="button" variant="ghost" size="icon" onClick={create} disabled={creating} aria-label="New Conversation">
              <MessageCirclePlus aria-hidden />
            </Button>
          ) : null}
        </div>
      ) : null}
      <aside className={cn("w-full min-h-0 border-r md:w-72 md:shrink-0", active ? "hidden" : "block", collapsed ? "md:hidden" : "md:block")}>
        <ConversationList chats={chats} unread={unread} activeId={activeId} creating={creating} onOpen={open} onCreate={canStartClara ? create : undefined} onDelete={removeChat} onCollapse={() => setCollapsed(true)} />
      </aside>
      <div className={cn("min-h-0 min-w-0 flex-1", active ? "block" : "hidden md:block")}>
        {active ? (
          <ConversationView
            key={active.id}
            chat={active}
            messages={messages}
            viewerId={viewerId}
            loading={loading}
            draft={draft}
            otherTyping={otherTyping}
            sending={sending}
            onSend={send}
            onTyping={typing}
            onDeleteMessage={removeMessage}
            onBack={close}
          />
        ) : !canStartClara ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <MessageCircleHeart className="size-10 text-primary" aria-hidden />
            <p className="text-lg font-semibold">Select a conversation</p>
            <p className="text-muted-foreground">The people who write to you appear in the list. Your cases page shows where each conversation stands.</p>
            <Button asChild variant="outline" className="mt-2"><Link href="/cases">Open your cases</Link></Button>
          </div>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <MessageCircleHeart className="size-10 text-primary" aria-hidden />
            <p className="text-lg font-semibold">Select a conversation or start a new one</p>
            <p className="text-muted-foreground">Clara is ready to support you</p>
            <p className="text-sm text-muted-foreground">{CLARA_LIST_LABEL}</p>
            <Button type="button" className="mt-2" onClick={create} disabled={creating}>
              <MessageCirclePlus aria-hidden /> New Conversation
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
