import { MessageSquareText } from "@/components/ui/icons";
import type { VerificationStatusName } from "@/lib/domain/supporters/verification";

const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The review team's note, shown to her only when it asks something of her or explains a rejection. */
export function VerificationNote({ status, note, date }: { status: VerificationStatusName; note: string | null; date?: Date | null }) {
  if (!note || (status !== "needs_info" && status !== "rejected")) return null;
  return (
    <div className="flex gap-3 rounded-md bg-secondary/60 p-3 text-sm" data-testid="verification-note">
      <MessageSquareText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p>
        <span className="font-medium">
          Note from our review team
          {date ? (
            <>
              {" "}
              (<time dateTime={date.toISOString()}>{dateOnly.format(date)}</time>)
            </>
          ) : null}
          :
        </span>{" "}
        <span className="whitespace-pre-line">{note}</span>
      </p>
    </div>
  );
}
