import Link from "next/link";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

// Previous / Next links under a paginated list; nothing when there is one page.

export function Pager({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf(page: number): string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={hrefOf(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {page < pageCount ? (
        <Button asChild variant="outline">
          <Link href={hrefOf(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
