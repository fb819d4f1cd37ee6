"use client";

import { MessageCirclePlus, PanelLeftClose, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { cn } from "@/lib/utils";
import { LocalTime } from "@/components/app/local-time";
import { CLARA_AI_LABEL, CLARA_LIST_LABEL, type ChatSummary } from "@/lib/domain/chat";

interface Props {
  chats: ChatSummary[];
  /** Conversations with a new message from the other side. */
  unread: ReadonlySet<string>;
  activeId: string | null;
  creating: boolean;
  onOpen(id: string): void;
  /** Absent for a supporter at work: she is not offered a new conversation with Clara. */
  onCreate?(): void;
  onDelete(id: string): void;
  onCollapse?(): void;
}

/** Where focus goes back to: the list's entry for a conversation, and its Hide button. */
export const chatItemId = (chatId: string) => `chat-item-${chatId}`;
export const HIDE_LIST_BUTTON = "chat-hide-list";
/** The top of the list: its New Conversation button, or for a supporter at work its heading. */
export const LIST_START = "chat-list-start";

/** The conversation list (spec part 2 §2): New Conversation, title and date, delete with confirmation. */
export function ConversationList({ chats, unread, activeId, creating, onOpen, onCreate, onDelete, onCollapse }: Props) {
  return (
    <nav aria-label="Conversations" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b p-3">
        {onCreate ? (
          <Button type="button" id={LIST_START} className="flex-1" onClick={onCreate} disabled={creating}>
            {creating ? <Spinner label="Starting a conversation" iconClassName="size-4" /> : <MessageCirclePlus aria-hidden />} New Conversation
          </Button>
        ) : (
          <p id={LIST_START} tabIndex={-1} className="flex min-h-11 flex-1 items-center px-1 font-semibold outline-none">
            Conversations
          </p>
        )}
        {onCollapse ? (
          <Button
            type="button"
            id={HIDE_LIST_BUTTON}
            variant="ghost"
            size="icon"
            className="hidden lg:inline-flex"
            onClick={onCollapse}
            aria-label="Hide the conversation list"
          >
            <PanelLeftClose aria-hidden />
          </Button>
        ) : null}
      </div>
      {chats.length === 0 ? (
        onCreate ? (
          <div className="p-6 text-center">
            <p className="font-medium">No conversations yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Start a new chat to talk with Clara</p>
            {/* Under 1024 px the list is the whole screen: say here what Clara is (issue 14). */}
            <p className="mt-1 text-sm text-muted-foreground lg:hidden">{CLARA_LIST_LABEL}</p>
          </div>
        ) : (
          <div className="p-6 text-center">
            <p className="font-medium">No conversations yet</p>
            <p className="mt-1 text-sm text-muted-foreground">When someone writes to you, your conversation with her appears here.</p>
          </div>
        )
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto p-2">
          {chats.map((chat) => (
            <li key={chat.id} className="group relative">
              <button
                type="button"
                id={chatItemId(chat.id)}
                onClick={() => onOpen(chat.id)}
                aria-current={chat.id === activeId ? "true" : undefined}
                className={cn(
                  "flex min-h-14 w-full flex-col items-start rounded-md px-3 py-2 pr-12 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                  chat.id === activeId && "bg-accent",
                )}
              >
                {/* In a supporter's inbox every title reads 'Chat with {her own name}': the person's name says more. */}
                <span className="flex w-full items-center gap-2">
                  <span className="line-clamp-1 font-medium">{chat.side === "supporter" ? chat.name : chat.title}</span>
                  {unread.has(chat.id) ? <span className="ml-auto size-2.5 shrink-0 rounded-full bg-primary" role="img" aria-label="New message" /> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {chat.side === "supporter" ? `${chat.subtitle} · ` : chat.chatType === "ai_support" ? `${chat.name}, ${CLARA_AI_LABEL} · ` : ""}
                  <LocalTime iso={chat.updatedAt} style="date" />
                </span>
              </button>
              {chat.side === "owner" ? (
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="absolute right-0 top-1/2 -translate-y-1/2 text-muted-foreground"
                      aria-label={`Delete conversation: ${chat.title}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>Delete this conversation?</AlertDialogTitle>
                      <AlertDialogDescription>
                        &ldquo;{chat.title}&rdquo; will be removed from your conversations
                        {chat.chatType === "ai_support" ? "" : `, and ${chat.name} will no longer see it`}. This can&apos;t be undone.
                      </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>Cancel</AlertDialogCancel>
                      <AlertDialogAction variant="destructive" onClick={() => onDelete(chat.id)}>
                        Delete conversation
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
