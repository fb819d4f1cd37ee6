import { chatReducer, highestSeq, initialChatState, type ChatState } from "@/app/(app)/chat/chat-state";
import type { ChatMessageView, ChatSummary } from "@/lib/domain/chat";

const chat = (id: string, updatedAt = "2026-01-01T00:00:00.000Z"): ChatSummary => ({
  id,
  chatType: "ai_support",
  title: `Chat ${id}`,
  updatedAt,
  side: "owner",
  name: "Clara",
  subtitle: "",
  avatarUrl: null,
  supporterLeft: false,
});

const message = (chatId: string, seq: number, id = `${chatId}-${seq}`): ChatMessageView => ({
  id,
  chatId,
  seq,
  senderId: "u1",
  senderType: "user",
  content: `message ${seq}`,
  createdAt: "2026-01-01T00:00:00.000Z",
  hasCrisisLanguage: false,
  crisisCategories: [],
});

const start = (overrides: Partial<ChatState> = {}): ChatState => ({
  ...initialChatState({ initialChats: [chat("a"), chat("b")], initialOpen: null }),
  ...overrides,
});

describe("initialChatState", () => {
  test("nothing open: the list as given, nothing loading", () => {
    const state = initialChatState({ initialChats: [chat("a")], initialOpen: null, initialUnread: ["a"] });
    expect(state).toMatchObject({
      chats: [chat("a")],
      activeId: null,
      messages: [],
      loading: false,
      draft: null,
      otherTyping: false,
      sending: false,
      creating: false,
      collapsed: false,
    });
    expect([...state.unread]).toEqual(["a"]);
  });

  test("an open conversation not in the list goes first; it is not unread", () => {
    const state = initialChatState({ initialChats: [chat("a")], initialOpen: { chat: chat("z"), messages: [message("z", 1)] }, initialUnread: ["a", "z"] });
    expect(state.chats.map((c) => c.id)).toEqual(["z", "a"]);
    expect(state.activeId).toBe("z");
    expect(state.messages).toHaveLength(1);
    expect([...state.unread]).toEqual(["a"]);
  });

  test("an open conversation already in the list is not repeated", () => {
    const state = initialChatState({ initialChats: [chat("a"), chat("z")], initialOpen: { chat: chat("z"), messages: [] } });
    expect(state.chats.map((c) => c.id)).toEqual(["a", "z"]);
  });
});

describe("chatReducer", () => {
  test("opening a conversation empties the view, starts loading and clears its unread mark", () => {
    const state = start({ activeId: "a", messages: [message("a", 1)], draft: "hel", otherTyping: true, unread: new Set(["b", "c"]) });
    const next = chatReducer(state, { type: "opened", chatId: "b" });
    expect(next).toMatchObject({ activeId: "b", messages: [], draft: null, otherTyping: false, loading: true });
    expect([...next.unread]).toEqual(["c"]);
    expect(chatReducer(next, { type: "loaded" }).loading).toBe(false);
  });

  test("a created conversation goes first and is open, without touching the draft", () => {
    const state = start({ activeId: "a", messages: [message("a", 1)], loading: true, otherTyping: true, draft: "x" });
    const next = chatReducer(state, { type: "created", chat: chat("n") });
    expect(next.chats.map((c) => c.id)).toEqual(["n", "a", "b"]);
    expect(next).toMatchObject({ activeId: "n", messages: [], loading: false, otherTyping: false, draft: "x" });
  });

  test("closing leaves nothing open", () => {
    const next = chatReducer(start({ activeId: "a", messages: [message("a", 1)], draft: "d", otherTyping: true }), { type: "closed" });
    expect(next).toMatchObject({ activeId: null, messages: [], draft: null, otherTyping: false });
  });

  describe("appended", () => {
    test("only the open conversation's messages, each once, in the server's order", () => {
      const state = start({ activeId: "a", messages: [message("a", 2)] });
      const next = chatReducer(state, { type: "appended", messages: [message("a", 3), message("b", 1), message("a", 1), message("a", 2)] });
      expect(next.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    });

    test("nothing new keeps the same state (no re-render)", () => {
      const state = start({ activeId: "a", messages: [message("a", 1)] });
      expect(chatReducer(state, { type: "appended", messages: [message("a", 1), message("b", 5)] })).toBe(state);
    });

    test("nothing open: nothing is shown", () => {
      const state = start();
      expect(chatReducer(state, { type: "appended", messages: [message("a", 1)] })).toBe(state);
    });
  });

  test("a removed message leaves the view", () => {
    const state = start({ activeId: "a", messages: [message("a", 1), message("a", 2)] });
    expect(chatReducer(state, { type: "message-removed", messageId: "a-1" }).messages.map((m) => m.id)).toEqual(["a-2"]);
  });

  test("a removed message the conversation was named after renames it, where it stands in the list", () => {
    const state = start({ activeId: "b", messages: [message("b", 1)] });
    const next = chatReducer(state, { type: "message-removed", messageId: "b-1", chatId: "b", title: "New Conversation" });
    expect(next.messages).toEqual([]);
    expect(next.chats.map((c) => [c.id, c.title])).toEqual(state.chats.map((c) => [c.id, c.id === "b" ? "New Conversation" : c.title]));
    expect(next.chats.find((c) => c.id === "a")).toBe(state.chats.find((c) => c.id === "a"));
  });

  test("a touched conversation moves to the top with its changes and the time given", () => {
    const next = chatReducer(start(), { type: "chat-touched", chatId: "b", changes: { title: "New title" }, now: "2026-02-02T00:00:00.000Z" });
    expect(next.chats.map((c) => c.id)).toEqual(["b", "a"]);
    expect(next.chats[0]).toMatchObject({ title: "New title", updatedAt: "2026-02-02T00:00:00.000Z" });
    const withTime = chatReducer(start(), {
      type: "chat-touched",
      chatId: "b",
      changes: { updatedAt: "2025-05-05T00:00:00.000Z" },
      now: "2026-02-02T00:00:00.000Z",
    });
    expect(withTime.chats[0].updatedAt).toBe("2025-05-05T00:00:00.000Z");
  });

  test("touching a conversation not in the list changes nothing", () => {
    const state = start();
    expect(chatReducer(state, { type: "chat-touched", chatId: "zz", now: "2026-02-02T00:00:00.000Z" })).toBe(state);
  });

  test("a removed conversation leaves the list; a read list replaces it", () => {
    expect(chatReducer(start(), { type: "chat-removed", chatId: "a" }).chats.map((c) => c.id)).toEqual(["b"]);
    expect(chatReducer(start(), { type: "list-read", chats: [chat("q")] }).chats.map((c) => c.id)).toEqual(["q"]);
  });

  test("unread marks add up without changing the previous set", () => {
    const state = start({ unread: new Set(["a"]) });
    const next = chatReducer(state, { type: "unread", chatId: "b" });
    expect([...next.unread].sort()).toEqual(["a", "b"]);
    expect([...state.unread]).toEqual(["a"]);
  });

  test("the flags are set as told", () => {
    let state = start();
    state = chatReducer(state, { type: "draft", draft: "so far" });
    state = chatReducer(state, { type: "other-typing", typing: true });
    state = chatReducer(state, { type: "sending", sending: true });
    state = chatReducer(state, { type: "creating", creating: true });
    state = chatReducer(state, { type: "collapsed", collapsed: true });
    expect(state).toMatchObject({ draft: "so far", otherTyping: true, sending: true, creating: true, collapsed: true });
  });
});

test("highestSeq: the highest number, or where it started", () => {
  expect(highestSeq([message("a", 3), message("a", 7), message("a", 5)])).toBe(7);
  expect(highestSeq([], 4)).toBe(4);
  expect(highestSeq([message("a", 2)], 4)).toBe(4);
});

describe("a long conversation: the latest page first, earlier pages on request (issue 20)", () => {
  const page = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message("a", from + i));

  test("opened on a full page: there may be earlier messages", () => {
    const state = initialChatState({ initialChats: [chat("a")], initialOpen: { chat: chat("a"), messages: page(201, 300) } });
    expect(state.hasEarlier).toBe(true);
    expect(initialChatState({ initialChats: [chat("a")], initialOpen: { chat: chat("a"), messages: page(1, 12) } }).hasEarlier).toBe(false);
  });

  test("the first read of an opened conversation shows its page and says whether more came before", () => {
    const opened = chatReducer(start(), { type: "opened", chatId: "a" });
    expect(opened).toMatchObject({ loading: true, hasEarlier: false });
    const full = chatReducer(opened, { type: "loaded", page: page(101, 200) });
    expect(full).toMatchObject({ loading: false, hasEarlier: true });
    expect(full.messages.map((m) => m.seq)).toEqual(page(101, 200).map((m) => m.seq));
    expect(chatReducer(opened, { type: "loaded", page: page(1, 40) }).hasEarlier).toBe(false);
    expect(chatReducer(opened, { type: "loaded" })).toMatchObject({ loading: false, messages: [], hasEarlier: false });
  });

  test("an earlier page goes above, in the server's order; a short one is the start", () => {
    let state = chatReducer(chatReducer(start(), { type: "opened", chatId: "a" }), { type: "loaded", page: page(131, 230) });
    state = chatReducer(state, { type: "earlier-loading" });
    expect(state.loadingEarlier).toBe(true);
    state = chatReducer(state, { type: "earlier-read", page: page(31, 130) });
    expect(state).toMatchObject({ loadingEarlier: false, hasEarlier: true });
    expect(state.messages.map((m) => m.seq)).toEqual(page(31, 230).map((m) => m.seq));
    state = chatReducer(state, { type: "earlier-read", page: page(1, 30) });
    expect(state.hasEarlier).toBe(false);
    expect(state.messages).toHaveLength(230);
    expect(state.messages[0]!.seq).toBe(1);
  });

  test("a failed read keeps what is shown and the way to try again", () => {
    const shown = chatReducer(chatReducer(start(), { type: "opened", chatId: "a" }), { type: "loaded", page: page(101, 200) });
    const failed = chatReducer(chatReducer(shown, { type: "earlier-loading" }), { type: "earlier-read", page: null });
    expect(failed).toMatchObject({ loadingEarlier: false, hasEarlier: true });
    expect(failed.messages).toHaveLength(100);
  });

  test("closing or opening another conversation forgets it", () => {
    const shown = chatReducer(chatReducer(start(), { type: "opened", chatId: "a" }), { type: "loaded", page: page(101, 200) });
    expect(chatReducer(shown, { type: "closed" }).hasEarlier).toBe(false);
    expect(chatReducer(shown, { type: "opened", chatId: "b" }).hasEarlier).toBe(false);
  });
});
