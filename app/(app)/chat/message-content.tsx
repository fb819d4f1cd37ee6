import Link from "next/link";

// Clara points to Haven's own pages by their paths; those become links. Nothing else in a
// message is turned into a link (a supporter's text is shown exactly as written).
const HAVEN_PATHS = /(\/(?:roadmap|supporters|emergency))(?![\w/-])/g;
const LABELS: Record<string, string> = { "/roadmap": "your roadmap", "/supporters": "Supporters", "/emergency": "the emergency page" };

export function MessageContent({ content, linkify }: { content: string; linkify: boolean }) {
  if (!linkify) return <>{content}</>;
  const parts = content.split(HAVEN_PATHS);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} className="font-medium underline underline-offset-2" aria-label={`Open ${LABELS[part] ?? part}`}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
