"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ChatMessageView, ChatSummary } from "@/lib/domain/chat";
import { getJson } from "@/lib/client/api";
import { chatReducer, highestSeq, initialChatState, type ChatInit } from "./chat-state";

const LIST_REFRESH_MS = 30_000;

export const messagesUrl = (chatId: string) => `/api/chat/${encodeURIComponent(chatId)}/messages`;

/**
 * The chat page's state (the reducer in chat-state.ts) and how it stays in step with the
 * server: the open conversation's catch-up point, list reads that never apply a stale answer,
 * and the list re-read now and then as a safety net.
 */
export function useChatState(init: ChatInit) {
  const [state, dispatch] = useReducer(chatReducer, init, initialChatState);
  /** The open conversation, known at once when she opens one (before the page re-renders). */
  const activeRef = useRef(state.activeId);
  useEffect(() => {
    activeRef.current = state.activeId;
  });
  /**
   * The open conversation's catch-up point: every message the server numbered up to here is on
   * screen (issue 15). It moves with what the server's reads return, and with a message that
   * arrives numbered exactly one more; never with a later one alone, so a message sent during
   * a realtime outage is still fetched after a newer one (hers, say) was shown.
   */
  const cursor = useRef(highestSeq(init.initialOpen?.messages ?? []));
  /**
   * Bumped by every change this page makes to the list (a new conversation, a delete, a new
   * message moving one to the top). Reads run beside writes now (issue 15), so a list read that
   * started before such a change may answer after it: that answer is stale, and is read again.
   */
  const listEpoch = useRef(0);

  /** Another conversation is open from now on; its messages are read from the start. */
  const setActive = useCallback((chatId: string) => {
    activeRef.current = chatId;
    cursor.current = 0;
  }, []);

  /** The list changed here: a list read that started before is stale. */
  const listChanged = useCallback(() => {
    listEpoch.current++;
  }, []);

  /** Messages of the open conversation that the server just read out: all up to the highest are here. */
  const appendRead = useCallback((chatId: string, read: ChatMessageView[]) => {
    if (chatId !== activeRef.current) return;
    cursor.current = highestSeq(read, cursor.current);
    dispatch({ type: "appended", messages: read });
  }, []);

  /** One message that arrived on its own (live, or her send's answer). */
  const appendOne = useCallback((message: ChatMessageView) => {
    if (message.chatId !== activeRef.current) return;
    if (message.seq === cursor.current + 1) cursor.current = message.seq;
    dispatch({ type: "appended", messages: [message] });
  }, []);

  /** The open conversation's first read: its latest page (or a failure, null). */
  const openedRead = useCallback((chatId: string, page: ChatMessageView[] | null) => {
    if (chatId !== activeRef.current) return;
    if (page) cursor.current = highestSeq(page, cursor.current);
    dispatch({ type: "loaded", page: page ?? undefined });
  }, []);

  /** She scrolled back to the first message shown: the page before it. */
  const loadEarlier = useCallback(async (beforeSeq: number) => {
    const chatId = activeRef.current;
    if (!chatId) return;
    dispatch({ type: "earlier-loading" });
    const result = await getJson<ChatMessageView[]>(messagesUrl(chatId), { beforeSeq });
    if (chatId !== activeRef.current) return;
    dispatch({ type: "earlier-read", page: result.ok ? result.data : null });
    return result.ok;
  }, []);

  const touchChat = useCallback((chatId: string, changes: Partial<ChatSummary> = {}) => {
    listEpoch.current++;
    dispatch({ type: "chat-touched", chatId, changes, now: new Date().toISOString() });
  }, []);

  const catchUp = useCallback(async () => {
    const chatId = activeRef.current;
    if (!chatId) return;
    const result = await getJson<ChatMessageView[]>(messagesUrl(chatId), { afterSeq: cursor.current });
    if (result.ok) appendRead(chatId, result.data);
  }, [appendRead]);

  const refreshList = useCallback(async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const epoch = listEpoch.current;
      const result = await getJson<ChatSummary[]>("/api/chat");
      if (!result.ok) return null;
      if (epoch !== listEpoch.current) continue;
      dispatch({ type: "list-read", chats: result.data });
      return result.data;
    }
    return null;
  }, []);

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

  return { state, dispatch, activeRef, setActive, listChanged, appendRead, appendOne, openedRead, loadEarlier, touchChat, catchUp, refreshList };
}

export type ChatStore = ReturnType<typeof useChatState>;
