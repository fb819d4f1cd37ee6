import Link from "next/link";
import { Button } from "@/components/ui/button";
import { messageText } from "@/lib/domain/chat/message-links";

type Message = {
  id: string;
  content: string;
  createdAt: Date;
  senderType: "user" | "ai" | "supporter" | "system";
  fromMe: boolean;
  chat: { id: string; title: string };
};

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

export function MessagesList({ messages }: { messages: Message[] }) {
  if (!messages.length) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">No messages yet. When you talk with Clara or a supporter, the latest messages show here.</p>
        <Button asChild variant="outline">
          <Link href="/chat">Open messages</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border">
        {messages.map((message) => (
          <li key={message.id}>
            <Link href={`/chat?chatId=${encodeURIComponent(message.chat.id)}`} className="block min-h-11 px-3 py-2 hover:bg-secondary/50">
              <span className="flex items-baseline justify-between gap-2 text-sm">
                <span className="truncate font-medium">{message.chat.title}</span>
                <time dateTime={message.createdAt.toISOString()} className="shrink-0 text-xs text-muted-foreground">
                  {when.format(message.createdAt)}
                </time>
              </span>
              <span className="line-clamp-1 text-sm text-muted-foreground">
                {message.fromMe ? "You: " : ""}
                {/* Clara's page links read as her words here (the whole row is already a link). */}
                {message.senderType === "ai" ? messageText(message.content, "clara") : message.content}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link href="/chat">All messages</Link>
      </Button>
    </div>
  );
}
