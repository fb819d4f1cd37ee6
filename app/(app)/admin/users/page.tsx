import type { Metadata } from "next";
import Link from "next/link";
import { Search, UsersRound } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/app/page-header";
import { Pager } from "@/components/app/pager";
import { EmptyState } from "@/components/app/empty-state";
import { LoadError } from "@/components/account/load-error";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listUsers, roleFilterOf, statusFilterOf, type UserStatusFilter } from "@/lib/data/user-admin";
import { ROLE_LABELS, ROLES, type RoleName } from "@/lib/domain/auth/roles";
import { RevealEmail } from "./user-controls";

export const metadata: Metadata = { title: "Users" };

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const STATUS_LABELS: Record<UserStatusFilter, string> = { all: "Any status", active: "Active", suspended: "Suspended" };

function href(params: { q: string; role: RoleName | null; status: UserStatusFilter }, page: number) {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.role) search.set("role", params.role);
  if (params.status !== "all") search.set("status", params.status);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `/admin/users${query ? `?${query}` : ""}`;
}

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Everyone with an account (issue 18): search by name, e-mail or role, 25 a page. */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const state = await requirePermission("users:manage");
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.trim().slice(0, 100) : "";
  const role = roleFilterOf(params.role);
  const status = statusFilterOf(params.status);
  const requestedPage = Number(typeof params.page === "string" ? params.page : 1) || 1;
  let result: Awaited<ReturnType<typeof listUsers>> | null = null;
  try {
    result = await listUsers(toActor(state), { q, role, status, page: requestedPage });
  } catch (error) {
    console.error("[users] list failed", error);
  }
  const filters = { q, role, status };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        modeSwitch
        title="Users"
        description="Find an account, see its roles and status, and suspend or reactivate it. A support taker's e-mail address stays hidden unless you reveal it, and every reveal is logged."
      />
      <form role="search" action="/admin/users" className="mb-6 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_12rem_10rem_auto] sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="users-q">Name or e-mail</Label>
          <Input id="users-q" name="q" type="search" defaultValue={q} maxLength={100} placeholder="A name, or a full e-mail address" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="users-role">Role</Label>
          <select id="users-role" name="role" defaultValue={role ?? ""} className={selectClass}>
            <option value="">Any role</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="users-status">Status</Label>
          <select id="users-status" name="status" defaultValue={status} className={selectClass}>
            {(Object.keys(STATUS_LABELS) as UserStatusFilter[]).map((s) => (
              <option key={s} value={s === "all" ? "" : s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <Search aria-hidden /> Search
        </Button>
      </form>

      {!result ? (
        <LoadError message="Failed to load users" toastOnMount />
      ) : result.items.length === 0 ? (
        <EmptyState icon={UsersRound} title="No accounts found">
          Try another name, or type a support taker&apos;s full e-mail address.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {result.total} {result.total === 1 ? "account" : "accounts"}
            {result.pageCount > 1 ? ` · page ${result.page} of ${result.pageCount}` : ""}
          </p>
          <ul className="space-y-3">
            {result.items.map((user) => (
              <li key={user.id} className="rounded-xl border bg-card p-4" data-testid="user-row">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={`/admin/users/${user.id}`} className="break-words font-semibold text-primary underline underline-offset-4">
                    {user.name}
                  </Link>
                  {user.suspended ? (
                    <Badge variant="outline" className="border-destructive/50 text-destructive">
                      Suspended
                    </Badge>
                  ) : (
                    <Badge variant="secondary">Active</Badge>
                  )}
                  {user.roles.map((r) => (
                    <Badge key={r} variant="outline">
                      {ROLE_LABELS[r]}
                    </Badge>
                  ))}
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-[2fr_1fr_1fr]">
                  <div className="col-span-2 min-w-0 sm:col-span-1">
                    <dt className="text-muted-foreground">E-mail</dt>
                    <dd>
                      {user.emailMasked ? (
                        <RevealEmail userId={user.id} masked={user.email} name={user.name} />
                      ) : (
                        <span className="break-all">{user.email}</span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Joined</dt>
                    <dd>{WHEN.format(user.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Last seen</dt>
                    <dd>{user.lastSeenAt ? WHEN.format(user.lastSeenAt) : "Not recently"}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={result.page} pageCount={result.pageCount} hrefOf={(page) => href(filters, page)} />
        </>
      )}
    </div>
  );
}
