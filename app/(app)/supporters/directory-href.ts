import type { DirectoryTab } from "@/lib/domain/directory/search";

/**
 * A view of the directory: its list and page only. Her search and town are never in the address
 * (they would stay in the browser's history): /supporters/search keeps them in a cookie.
 */
export function directoryHref(view: { tab?: DirectoryTab; page?: number }): string {
  const params = new URLSearchParams();
  if (view.tab && view.tab !== "for-you") params.set("tab", view.tab);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/supporters?${query}` : "/supporters";
}
