import Link from "next/link";
import { messageSegments, type MessageAuthor } from "@/lib/domain/chat/message-links";

const LINK = "font-medium underline underline-offset-2";

/**
 * A message's text with its links (lib/domain/chat/message-links.ts): in Clara's replies,
 * Haven's pages as in-app links with words and the crisis numbers as tel:/sms: links; in a
 * supporter's, the crisis numbers only; her own messages exactly as she wrote them.
 */
export function MessageContent({ content, author, streaming = false }: { content: string; author: MessageAuthor; streaming?: boolean }) {
  const segments = messageSegments(content, author, { streaming });
  return (
    <>
      {segments.map((segment, index) => {
        if (segment.kind === "text") return segment.text;
        if (segment.kind === "page")
          return (
            <Link key={index} href={segment.href} className={LINK}>
              {segment.text}
            </Link>
          );
        return (
          // A number never breaks across lines ("1-800-" / "799-7233").
          <a key={index} href={segment.href} className={`${LINK} whitespace-nowrap`} aria-label={segment.label}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}
