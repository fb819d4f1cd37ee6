"use client";

import Link from "next/link";
import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import { MessageCircleHeart, MessageCirclePlus, PanelLeftOpen } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { CLARA_LIST_LABEL, type ChatMessageView, type ChatSummary } from "@/lib/domain/chat";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";
import { getJson, postJson } from "@/lib/client/api";
import { newWriteId } from "@/lib/client/write-id";
import { createChatAction, deleteChatAction, deleteMessageAction } from "./actions";
import { ConversationList, HIDE_LIST_BUTTON, LIST_START, chatItemId } from "./conversation-list";
import { focusWhenShown } from "@/lib/client/focus-when-shown";
import { CONVERSATION_TITLE, ConversationView } from "./conversation-view";
import { messagesUrl, useChatState } from "./use-chat-state";
import { useTyping } from "./use-typing";
import { useClaraStream } from "./use-clara-stream";
import { useChatEvents } from "./use-chat-events";
import { useNotifications } from "@/components/shell/notifications-provider";
import { answerOf } from "@/lib/client/action-call";

// The chat page: the list of conversations and the open one. Its state is a reducer
// (chat-state.ts, through use-chat-state); typing, Clara's stream and the realtime channel
// each have their own hook beside this file. What is here is what she does.

/** Marks the history entry of a conversation she opened from the list. */
const OPENED_FROM_LIST = "havenChatOpened";

/**
 * This page load. An entry marked by an earlier load (she reloaded the conversation) is still
 * marked, but the list's entry before it belongs to the page she reloaded: stepping back to it
 * is a server round trip.
 */
const THIS_LOAD = Math.random().toString(36).slice(2);

/**
 * Keeps `?id=` in step with the open conversation. The History API (which Next's router
 * follows, keeping its own state beside ours) rather than router.push: the page's data is
 * already here, and a server round trip on every click would only re-read it.
 * `push`: a conversation opened from the list gets an entry of its own, so that the browser's
 * Back (a phone's above all, where the list and the conversation take turns) returns to the list.
 */
function setAddress(chatId: string | null, push = false) {
  const url = chatId ? `/chat?id=${encodeURIComponent(chatId)}` : "/chat";
  if (push) window.history.pushState({ [OPENED_FROM_LIST]: THIS_LOAD }, "", url);
  else window.history.replaceState(chatId && openedFromList() ? { [OPENED_FROM_LIST]: THIS_LOAD } : null, "", url);
}

/** The list's entry is just before this one (`inThisLoad`: and stepping back to it needs no server). */
function openedFromList(inThisLoad = false): boolean {
  const mark = (window.history.state as Record<string, unknown> | null)?.[OPENED_FROM_LIST];
  return inThisLoad ? mark === THIS_LOAD : typeof mark === "string";
}

/** Under 1024 px the list and a conversation take turns on screen (see the layout below). */
const listTakesTurns = () => window.matchMedia("(max-width: 1023.98px)").matches;
const SHOW_LIST_BUTTON = "chat-show-list";

/** The conversation the address names. */
const addressedChat = () => new URLSearchParams(window.location.search).get("id");

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
  /** How many of her notifications the server read by opening `initialOpen`, after her bell was counted. */
  readOnOpen?: number;
}

export function ChatClient({ viewerId, initialChats, initialOpen, realtime, canStartClara, initialUnread = [], readOnOpen = 0 }: Props) {
  const store = useChatState({ initialChats, initialOpen, initialUnread });
  const { state, dispatch, activeRef, setActive, listChanged, appendOne, openedRead, loadEarlier, touchChat } = store;
  const { chats, activeId, messages, loading, hasEarlier, loadingEarlier, draft, otherTyping, sending, creating, collapsed, unread } = state;
  const typing = useTyping(dispatch);
  const clara = useClaraStream(store);
  /** The conversation this tab is deleting, and whether the realtime channel has said it is gone. */
  const deleting = useRef<{ chatId: string; gone: boolean } | null>(null);
  const channel = useChatEvents({
    realtime,
    viewerId,
    store,
    typing,
    clara,
    onDeleted: (chatId, open) => {
      if (deleting.current?.chatId === chatId) deleting.current.gone = true;
      else if (open) closeDeletedElsewhere(chatId);
    },
  });
  /** Bumped by every conversation she opens: a read that answers after she moved on is dropped. */
  const loadSeq = useRef(0);
  /** The id of the message in the box, kept while its text stays the same: a repeat is stored once. */
  const write = useRef<{ id: string; content: string } | null>(null);

  const active = chats.find((c) => c.id === activeId) ?? null;

  // Her bell was counted with her session, before the server opened the conversation and read
  // its notifications: take those off, once.
  const bell = useNotifications();
  const bellSettled = useRef(false);
  useEffect(() => {
    if (bellSettled.current) return;
    bellSettled.current = true;
    if (readOnOpen > 0) bell.setUnread(bell.unread - readOnOpen);
  }, [bell, readOnOpen]);

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

  /** A step back to the list's entry is on its way (set by close, cleared by the popstate). */
  const steppingBack = useRef(false);

  /**
   * Back to the list. `fromHistory`: the browser is already at the list's address.
   * `inThisLoad`: step back to the list's entry only if that needs no server round trip.
   */
  function close(fromHistory = false, inThisLoad = false) {
    // Opened from the list: step back to its entry (the popstate below closes it), so that the
    // browser's Back then leaves the chat rather than reopening this conversation. One step,
    // however often she is closed before it lands.
    if (!fromHistory && openedFromList(inThisLoad)) {
      if (!steppingBack.current) window.history.back();
      steppingBack.current = true;
      return;
    }
    const left = activeRef.current;
    dispatch({ type: "closed" });
    // Known at once, as setActive makes an opened one known: a read or event for it that comes
    // before the next render is dropped, not applied to a closed conversation.
    activeRef.current = null;
    typing.stop();
    if (!fromHistory) setAddress(null);
    // Narrower than 1024 px the list takes the conversation's place: focus goes back to its entry.
    if (left && listTakesTurns()) focusWhenShown(chatItemId(left));
  }

  /**
   * Closes the open conversation and resolves once the address is the list's. Her deletion is
   * sent after that: a change of address while an action is on its way makes Next's router drop
   * the action's answer and fetch the page again, a second round trip; when it failed (a busy
   * server) the browser loaded the whole page again and lost what it was telling her.
   */
  function closeSettled(): Promise<void> {
    // A step back lands with its popstate (or, should none come, a second later); a replaced
    // address has landed already.
    const landed = openedFromList(true)
      ? new Promise<void>((resolve) => {
          const settled = () => {
            window.removeEventListener("popstate", settled);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(settled, 1_000);
          window.addEventListener("popstate", settled);
        })
      : Promise.resolve();
    close(false, true);
    return landed;
  }

  /** Her open conversation was deleted in another of her tabs, or by the person who started it. */
  const deletedElsewhere = useRef<string | null>(null);
  function closeDeletedElsewhere(chatId: string) {
    // Once: a supporter's conversation sends the event on two channels, and a step back to the
    // list (when she opened it from there) leaves it open until the browser has moved.
    if (deletedElsewhere.current === chatId) return;
    deletedElsewhere.current = chatId;
    const focusWasInside = document.getElementById(CONVERSATION_TITLE)?.closest("section")?.contains(document.activeElement) ?? false;
    close();
    toast.info("This conversation was deleted");
    // What she was in is gone: she is taken to the top of the list (or its Show button).
    if (focusWasInside) focusWhenShown(collapsed ? SHOW_LIST_BUTTON : LIST_START);
  }

  /** `fromHistory`: the browser's Back or Forward came to this conversation's address. */
  async function open(chatId: string, fromHistory = false) {
    if (chatId === activeId) return;
    const seq = ++loadSeq.current;
    dispatch({ type: "opened", chatId });
    typing.stop();
    if (!fromHistory) setAddress(chatId, activeId === null);
    setActive(chatId);
    // Narrower than 1024 px the conversation takes the list's place: focus goes to its heading.
    if (listTakesTurns()) focusWhenShown(CONVERSATION_TITLE);
    const result = await getJson<ChatMessageView[]>(messagesUrl(chatId));
    if (seq !== loadSeq.current) return;
    openedRead(chatId, result.ok ? result.data : null);
    if (!result.ok) toast.error("Failed to load messages");
  }

  // The browser's Back and Forward between the list and a conversation.
  const followHistory = useEffectEvent(() => {
    steppingBack.current = false;
    if (window.location.pathname !== "/chat") return;
    const chatId = addressedChat();
    if (chatId === activeRef.current) return;
    if (chatId === null) close(true);
    else if (chats.some((c) => c.id === chatId)) void open(chatId, true);
    // Forward to a conversation deleted since: the address says what is shown, the list.
    else setAddress(null);
  });
  useEffect(() => {
    const onPopState = () => followHistory();
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  async function create() {
    const fromList = activeRef.current === null;
    dispatch({ type: "creating", creating: true });
    const result = await answerOf(() => createChatAction({}));
    dispatch({ type: "creating", creating: false });
    if (!result.ok) return void toast.error("Failed to create conversation");
    listChanged();
    loadSeq.current++;
    setActive(result.data.id);
    dispatch({ type: "created", chat: result.data });
    typing.stop();
    setAddress(result.data.id, fromList);
    // A new conversation: she writes first (in its own box: the open conversation's is going).
    focusWhenShown("chat-message", { replaced: true });
  }

  async function removeChat(chatId: string) {
    // Focus goes to the entry after it (or before it) once it is gone: its own button goes with it.
    const index = chats.findIndex((c) => c.id === chatId);
    const neighbour = chats[index + 1] ?? chats[index - 1] ?? null;
    const mine = { chatId, gone: false };
    deleting.current = mine;
    if (activeRef.current === chatId) await closeSettled();
    const result = await answerOf(() => deleteChatAction({ chatId }));
    if (deleting.current === mine) deleting.current = null;
    // No answer, but the channel said it is gone: it was deleted.
    if (!result.ok && !mine.gone) return void toast.error("Failed to delete conversation");
    listChanged();
    dispatch({ type: "chat-removed", chatId });
    toast.success("Conversation deleted");
    focusWhenShown(neighbour ? chatItemId(neighbour.id) : LIST_START);
  }

  // Stable across renders, so the message bubbles (memoised) are not all drawn again for each new message.
  const removeMessage = useCallback(
    async (messageId: string) => {
      const result = await answerOf(() => deleteMessageAction({ messageId }));
      if (!result.ok) return void toast.error("Failed to delete message");
      dispatch({ type: "message-removed", messageId, chatId: result.data.chatId, title: result.data.title });
      toast.success("Message deleted");
    },
    [dispatch],
  );

  async function send(content: string): Promise<boolean> {
    if (!active) return false;
    // A second press before the first answered (or a retry of the same words) is the same write.
    if (write.current?.content !== content) write.current = { id: newWriteId(), content };
    dispatch({ type: "sending", sending: true });
    const result = await postJson<SendResult>(messagesUrl(active.id), { content, clientId: write.current.id, socketId: channel.socketId() });
    dispatch({ type: "sending", sending: false });
    if (!result.ok) {
      // Her words stay in the box. Sent too fast, or too long: say what to do.
      const sayWhy = result.code === "rate_limited" || result.code === "invalid";
      toast.error("Failed to send message. Please try again.", sayWhy ? { description: result.error } : undefined);
      return false;
    }
    if (write.current?.content === content) write.current = null;
    appendOne(result.data.message);
    touchChat(active.id, { title: result.data.chat.title, updatedAt: result.data.chat.updatedAt });
    if (active.chatType === "ai_support") void clara.ask(active.id);
    return true;
  }

  return (
    // The window's height less the shell's and any notice above it (the app layout's main).
    <div data-fills-screen className="flex min-h-[420px] flex-1 basis-0 overflow-hidden rounded-lg border bg-card">
      {collapsed ? (
        <div className="hidden flex-col items-center gap-2 border-r p-2 lg:flex">
          <Button
            type="button"
            id={SHOW_LIST_BUTTON}
            variant="ghost"
            size="icon"
            onClick={() => {
              dispatch({ type: "collapsed", collapsed: false });
              focusWhenShown(HIDE_LIST_BUTTON);
            }}
            aria-label="Show the conversation list"
          >
            <PanelLeftOpen aria-hidden />
          </Button>
          {canStartClara ? (
            <Button type="button" variant="ghost" size="icon" onClick={create} disabled={creating} aria-label="New Conversation">
              <MessageCirclePlus aria-hidden />
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* The list and the conversation side by side from 1024 px; narrower, one at a time (beside
          the sidebar, a tablet's conversation was left 200 px). */}
      <aside className={cn("w-full min-h-0 border-r lg:w-72 lg:shrink-0", active ? "hidden" : "block", collapsed ? "lg:hidden" : "lg:block")}>
        <ConversationList
          chats={chats}
          unread={unread}
          activeId={activeId}
          creating={creating}
          onOpen={open}
          onCreate={canStartClara ? create : undefined}
          onDelete={removeChat}
          onCollapse={() => {
            dispatch({ type: "collapsed", collapsed: true });
            focusWhenShown(SHOW_LIST_BUTTON);
          }}
        />
      </aside>
      <div className={cn("min-h-0 min-w-0 flex-1", active ? "block" : "hidden lg:block")}>
        {active ? (
          <ConversationView
            key={active.id}
            chat={active}
            messages={messages}
            viewerId={viewerId}
            loading={loading}
            hasEarlier={hasEarlier}
            loadingEarlier={loadingEarlier}
            onLoadEarlier={async (beforeSeq) => {
              if ((await loadEarlier(beforeSeq)) === false) toast.error("Failed to load messages");
            }}
            draft={draft}
            otherTyping={otherTyping}
            sending={sending}
            onSend={send}
            onTyping={() => typing.announce(active, channel.socketId())}
            onDeleteMessage={removeMessage}
            onBack={() => close()}
            onAskClara={active.chatType === "ai_support" && active.side === "owner" ? () => void clara.ask(active.id) : undefined}
          />
        ) : !canStartClara ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <MessageCircleHeart className="size-10 text-primary" aria-hidden />
            <p className="text-lg font-semibold">Select a conversation</p>
            <p className="text-muted-foreground">The people who write to you appear in the list. Your cases page shows where each conversation stands.</p>
            <Button asChild variant="outline" className="mt-2">
              <Link href="/cases">Open your cases</Link>
            </Button>
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
