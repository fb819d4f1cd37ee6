import { MESSAGE_PAGE, type ChatMessageView, type ChatSummary } from "@/lib/domain/chat";

// What the chat page shows, changed only by the actions below: a pure reducer, so every rule
// about the list and the open conversation is in one place and unit tested
// (tests/unit/chat/chat-state.test.ts). Timers, requests and the realtime connection live in
// the hooks beside it (use-chat-state, use-typing, use-clara-stream, use-chat-events).

export interface ChatState {
  chats: ChatSummary[];
  activeId: string | null;
  /** The open conversation's messages, in the server's order. */
  messages: ChatMessageView[];
  /** The open conversation's messages are being read. */
  loading: boolean;
  /** The open conversation has messages before the first one shown (it opened on its latest page). */
  hasEarlier: boolean;
  /** Earlier messages are being read. */
  loadingEarlier: boolean;
  /** Clara's reply as it streams in, before it is stored. */
  draft: string | null;
  otherTyping: boolean;
  sending: boolean;
  creating: boolean;
  /** The conversation list is folded away (wide screens). */
  collapsed: boolean;
  /** Conversations with a message from the other side since she last opened them. */
  unread: ReadonlySet<string>;
}

export interface ChatInit {
  initialChats: ChatSummary[];
  initialOpen: { chat: ChatSummary; messages: ChatMessageView[] } | null;
  initialUnread?: string[];
}

export type ChatAction =
  /** She opened a conversation: its messages are being read. */
  | { type: "opened"; chatId: string }
  /** The open conversation's first read answered (or failed); with the page it read. */
  | { type: "loaded"; page?: readonly ChatMessageView[] }
  /** She scrolled back: the page before the first message shown is being read, or answered. */
  | { type: "earlier-loading" }
  | { type: "earlier-read"; page: readonly ChatMessageView[] | null }
  /** She started a new conversation, which is now open and empty. */
  | { type: "created"; chat: ChatSummary }
  | { type: "closed" }
  /** Messages to show: those of the open conversation that are not shown yet. */
  | { type: "appended"; messages: readonly ChatMessageView[] }
  /** `title`: the name of conversation `chatId` afterwards (one named after the message is renamed). */
  | { type: "message-removed"; messageId: string; chatId?: string; title?: string }
  /** A conversation changed (a new message): it moves to the top of the list. */
  | { type: "chat-touched"; chatId: string; changes?: Partial<ChatSummary>; now: string }
  | { type: "chat-removed"; chatId: string }
  | { type: "list-read"; chats: ChatSummary[] }
  | { type: "unread"; chatId: string }
  | { type: "draft"; draft: string | null }
  | { type: "other-typing"; typing: boolean }
  | { type: "sending"; sending: boolean }
  | { type: "creating"; creating: boolean }
  | { type: "collapsed"; collapsed: boolean };

/** A page read from the latest (or before a message) that came back full may have more before it. */
const isFullPage = (page: readonly ChatMessageView[] | undefined) => (page?.length ?? 0) >= MESSAGE_PAGE;

export const highestSeq = (messages: readonly ChatMessageView[], from = 0) => messages.reduce((max, m) => Math.max(max, m.seq), from);

export function initialChatState({ initialChats, initialOpen, initialUnread = [] }: ChatInit): ChatState {
  return {
    chats: initialOpen && !initialChats.some((c) => c.id === initialOpen.chat.id) ? [initialOpen.chat, ...initialChats] : initialChats,
    activeId: initialOpen?.chat.id ?? null,
    messages: initialOpen?.messages ?? [],
    loading: false,
    hasEarlier: isFullPage(initialOpen?.messages),
    loadingEarlier: false,
    draft: null,
    otherTyping: false,
    sending: false,
    creating: false,
    collapsed: false,
    unread: new Set(initialUnread.filter((id) => id !== initialOpen?.chat.id)),
  };
}

function appended(state: ChatState, incoming: readonly ChatMessageView[]): ChatState {
  const known = new Set(state.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => m.chatId === state.activeId && !known.has(m.id));
  if (!fresh.length) return state;
  // In the server's order, whichever way they arrived (live, catch-up, her own send).
  return { ...state, messages: [...state.messages, ...fresh].sort((a, b) => a.seq - b.seq) };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "opened": {
      const unread = new Set(state.unread);
      unread.delete(action.chatId);
      return {
        ...state,
        activeId: action.chatId,
        messages: [],
        draft: null,
        otherTyping: false,
        unread,
        loading: true,
        hasEarlier: false,
        loadingEarlier: false,
      };
    }
    case "loaded": {
      const loaded = { ...state, loading: false, hasEarlier: isFullPage(action.page) };
      return action.page ? appended(loaded, action.page) : loaded;
    }
    case "earlier-loading":
      return { ...state, loadingEarlier: true };
    case "earlier-read":
      // A failed read (null) leaves the button, to try again.
      if (!action.page) return { ...state, loadingEarlier: false };
      return appended({ ...state, loadingEarlier: false, hasEarlier: isFullPage(action.page) }, action.page);
    case "created":
      return {
        ...state,
        chats: [action.chat, ...state.chats],
        activeId: action.chat.id,
        messages: [],
        loading: false,
        otherTyping: false,
        hasEarlier: false,
        loadingEarlier: false,
      };
    case "closed":
      return { ...state, activeId: null, messages: [], draft: null, otherTyping: false, hasEarlier: false, loadingEarlier: false };
    case "appended":
      return appended(state, action.messages);
    case "message-removed": {
      const { chatId, title } = action;
      const chats = title === undefined ? state.chats : state.chats.map((c) => (c.id === chatId && c.title !== title ? { ...c, title } : c));
      return { ...state, messages: state.messages.filter((m) => m.id !== action.messageId), chats };
    }
    case "chat-touched": {
      const chat = state.chats.find((c) => c.id === action.chatId);
      if (!chat) return state;
      return { ...state, chats: [{ ...chat, updatedAt: action.now, ...action.changes }, ...state.chats.filter((c) => c.id !== action.chatId)] };
    }
    case "chat-removed":
      return { ...state, chats: state.chats.filter((c) => c.id !== action.chatId) };
    case "list-read":
      return { ...state, chats: action.chats };
    case "unread":
      return { ...state, unread: new Set(state.unread).add(action.chatId) };
    case "draft":
      return { ...state, draft: action.draft };
    case "other-typing":
      return { ...state, otherTyping: action.typing };
    case "sending":
      return { ...state, sending: action.sending };
    case "creating":
      return { ...state, creating: action.creating };
    case "collapsed":
      return { ...state, collapsed: action.collapsed };
  }
}
