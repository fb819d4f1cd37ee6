import Link from "next/link";
import { SupporterAvatar } from "@/components/supporters/supporter-avatar";
import type { MatchedSupporter } from "@/lib/domain/matching";
import { supporterTitle } from "@/lib/domain/supporter-chat";

/** What SupporterIdentity shows of a matched supporter. */
export type SupporterIdentityFields = Pick<MatchedSupporter, "user_id" | "kind" | "full_name" | "professional_title" | "city" | "avatar_url">;

/** Avatar or initials, name and title (or 'Local supporter in {city}') of a matched supporter. */
export function SupporterIdentity({ supporter: s, linkName = false }: { supporter: SupporterIdentityFields; linkName?: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <span aria-hidden>
        <SupporterAvatar name={s.full_name} avatarUrl={s.avatar_url} className="size-10" />
      </span>
      <div className="min-w-0">
        <p className="break-words font-medium">
          {linkName ? (
            <Link href={`/profile/${encodeURIComponent(s.user_id)}`} className="underline-offset-4 hover:underline">
              {s.full_name}
            </Link>
          ) : (
            s.full_name
          )}
        </p>
        <p className="text-sm text-muted-foreground">{supporterTitle(s.kind, s.professional_title, s.city)}</p>
      </div>
    </div>
  );
}
