import "server-only";
import { db, type Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/data/admin-audit";
import { maskAddress } from "@/lib/domain/email/privacy";
import { likeLiteral } from "@/lib/domain/like";
import { ROLES, type RoleName } from "@/lib/domain/auth/roles";
import { AppError } from "@/lib/domain/app-error";

// User management for admins (issue 18): the searchable list, one person's page, revealing a
// support taker's address, suspension and the admin role. Every change is audited in the same
// transaction. A taker's address is masked unless an admin reveals it, and never audited.

export const USERS_PAGE_SIZE = 25;

export const USER_STATUS_FILTERS = ["all", "active", "suspended"] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

const USER_SELECT = {
  id: true,
  name: true,
  email: true,
  createdAt: true,
  suspendedAt: true,
  roles: { select: { role: true }, orderBy: { createdAt: "asc" } },
  profile: { select: { displayName: true, isAnonymous: true } },
  professionalSupporter: { select: { id: true, fullName: true, verificationStatus: true } },
  localSupporter: { select: { id: true, displayName: true, verificationStatus: true } },
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;

/** The name an admin sees: a supporter's own name, her display name (often an alias), or nothing. */
export function shownName(row: {
  name: string;
  profile: { displayName: string | null } | null;
  professionalSupporter: { fullName: string } | null;
  localSupporter: { displayName: string } | null;
}): string {
  return row.professionalSupporter?.fullName || row.localSupporter?.displayName || row.profile?.displayName || row.name || "No name yet";
}

function rolesOf(row: Pick<UserRow, "roles">): RoleName[] {
  return row.roles.map((r) => r.role as RoleName);
}

/** A support taker's address is hers: masked until an admin reveals it (audited). */
function isMasked(roles: readonly RoleName[]): boolean {
  return roles.includes("support_taker");
}

function toListItem(row: UserRow, lastSeen: Map<string, Date>) {
  const roles = rolesOf(row);
  const masked = isMasked(roles);
  return {
    id: row.id,
    name: shownName(row),
    email: masked ? maskAddress(row.email) : row.email,
    emailMasked: masked,
    roles,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt,
    lastSeenAt: lastSeen.get(row.id) ?? null,
  };
}

export type UserListItem = ReturnType<typeof toListItem>;

/** Last seen: her newest session activity, or the last time a known device signed in. */
async function lastSeenOf(userIds: string[]): Promise<Map<string, Date>> {
  const out = new Map<string, Date>();
  if (userIds.length === 0) return out;
  const [sessions, devices] = await Promise.all([
    db.session.groupBy({ by: ["userId"], where: { userId: { in: userIds } }, _max: { updatedAt: true } }),
    db.knownDevice.groupBy({ by: ["userId"], where: { userId: { in: userIds } }, _max: { lastSeenAt: true } }),
  ]);
  const keep = (id: string, at: Date | null | undefined) => {
    if (!at) return;
    const seen = out.get(id);
    if (!seen || at > seen) out.set(id, at);
  };
  for (const s of sessions) keep(s.userId, s._max.updatedAt);
  for (const d of devices) keep(d.userId, d._max.lastSeenAt);
  return out;
}

function searchWhere(q: string): Prisma.UserWhereInput {
  // Prisma sends these as (I)LIKE patterns: what she typed is escaped, so "t%" is not a wildcard.
  const literal = likeLiteral(q);
  const contains = { contains: literal, mode: "insensitive" as const };
  return {
    OR: [
      { name: contains },
      { profile: { is: { displayName: contains } } },
      { professionalSupporter: { is: { fullName: contains } } },
      { localSupporter: { is: { displayName: contains } } },
      // A taker's address is found only by typing all of it: partial matches would read it out letter by letter.
      { AND: [{ email: contains }, { roles: { none: { role: "support_taker" } } }] },
      { email: { equals: literal, mode: "insensitive" } },
    ],
  };
}

export function roleFilterOf(value: unknown): RoleName | null {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value) ? (value as RoleName) : null;
}

export function statusFilterOf(value: unknown): UserStatusFilter {
  return typeof value === "string" && (USER_STATUS_FILTERS as readonly string[]).includes(value) ? (value as UserStatusFilter) : "all";
}

/** Everyone, newest first, 25 a page; by name or address, role and status. Admins only. */
export async function listUsers(actor: Actor, options: { q?: string; role?: RoleName | null; status?: UserStatusFilter; page?: number } = {}) {
  assertPermission(actor, "users:manage");
  const q = (options.q ?? "").trim().slice(0, 100);
  const and: Prisma.UserWhereInput[] = [];
  if (q) and.push(searchWhere(q));
  if (options.role) and.push({ roles: { some: { role: options.role } } });
  if (options.status === "suspended") and.push({ suspendedAt: { not: null } });
  if (options.status === "active") and.push({ suspendedAt: null });
  const where: Prisma.UserWhereInput = and.length ? { AND: and } : {};
  const total = await db.user.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db.user.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * USERS_PAGE_SIZE,
    take: USERS_PAGE_SIZE,
    select: USER_SELECT,
  });
  const lastSeen = await lastSeenOf(rows.map((r) => r.id));
  return { q, page, pageCount, total, items: rows.map((r) => toListItem(r, lastSeen)) };
}

/** One person's page. Null when there is no such account. Admins only. */
export async function getUserDetail(actor: Actor, userId: string) {
  assertPermission(actor, "users:manage");
  const row = await db.user.findUnique({ where: { id: userId }, select: { ...USER_SELECT, suspensionReason: true } });
  if (!row) return null;
  const [lastSeen, reportsAbout, openReportsAbout, activeSessions] = await Promise.all([
    lastSeenOf([row.id]),
    db.report.count({ where: { subjectUserId: row.id, kind: "report" } }),
    db.report.count({ where: { subjectUserId: row.id, kind: "report", status: "open" } }),
    db.session.count({ where: { userId: row.id, expiresAt: { gt: new Date() } } }),
  ]);
  return {
    ...toListItem(row, lastSeen),
    suspendedAt: row.suspendedAt,
    suspensionReason: row.suspensionReason,
    isSelf: row.id === actor.userId,
    professional: row.professionalSupporter ? { verificationStatus: row.professionalSupporter.verificationStatus } : null,
    local: row.localSupporter ? { verificationStatus: row.localSupporter.verificationStatus } : null,
    reportsAbout,
    openReportsAbout,
    activeSessions,
  };
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>;

const NOT_FOUND = "This account no longer exists.";

/** Her address in full, for an admin who chose to see it. The reveal is audited (never the address). */
export async function revealUserEmail(actor: Actor, userId: string): Promise<string> {
  assertPermission(actor, "users:manage");
  return db.$transaction(async (tx) => {
    const row = await tx.user.findUnique({ where: { id: userId }, select: USER_SELECT });
    if (!row) throw new AppError("not_found", NOT_FOUND);
    await recordAudit(
      actor,
      { action: "user.reveal_email", targetType: "user", targetId: userId, summary: `Revealed the e-mail address of ${shownName(row)}` },
      tx,
    );
    return row.email;
  });
}

type Tx = Prisma.TransactionClient;

/**
 * Suspends inside the caller's transaction (a moderation decision uses the same one): marks her
 * suspended, ends every session and writes the audit entry. False when she already was.
 */
export async function suspendInTransaction(tx: Tx, actor: Actor, input: { userId: string; reason: string; reportId?: string }): Promise<boolean> {
  assertPermission(actor, "users:manage");
  if (input.userId === actor.userId) throw new AppError("forbidden", "You cannot suspend your own account.");
  const row = await tx.user.findUnique({ where: { id: input.userId }, select: USER_SELECT });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  const { count } = await tx.user.updateMany({
    where: { id: input.userId, suspendedAt: null },
    data: { suspendedAt: new Date(), suspensionReason: input.reason },
  });
  if (count === 0) return false;
  const sessions = await tx.session.deleteMany({ where: { userId: input.userId } });
  await recordAudit(
    actor,
    {
      action: "user.suspend",
      targetType: "user",
      targetId: input.userId,
      summary: `Suspended ${shownName(row)}`,
      details: { reason: input.reason, sessionsEnded: sessions.count, ...(input.reportId ? { reportId: input.reportId } : {}) },
    },
    tx,
  );
  return true;
}

export async function suspendUser(actor: Actor, input: { userId: string; reason: string }): Promise<void> {
  assertPermission(actor, "users:manage");
  const done = await db.$transaction((tx) => suspendInTransaction(tx, actor, input));
  if (!done) throw new AppError("conflict", "This account is already suspended.");
}

export async function reactivateUser(actor: Actor, input: { userId: string; reason: string }): Promise<void> {
  assertPermission(actor, "users:manage");
  await db.$transaction(async (tx) => {
    const row = await tx.user.findUnique({ where: { id: input.userId }, select: USER_SELECT });
    if (!row) throw new AppError("not_found", NOT_FOUND);
    const { count } = await tx.user.updateMany({
      where: { id: input.userId, suspendedAt: { not: null } },
      data: { suspendedAt: null, suspensionReason: null },
    });
    if (count === 0) throw new AppError("conflict", "This account is not suspended.");
    await recordAudit(
      actor,
      { action: "user.reactivate", targetType: "user", targetId: input.userId, summary: `Reactivated ${shownName(row)}`, details: { reason: input.reason } },
      tx,
    );
  });
}

/** Grants or removes the admin role. Never one's own, and never a person's only role. */
export async function setAdminRole(actor: Actor, input: { userId: string; grant: boolean; reason: string }): Promise<void> {
  assertPermission(actor, "users:manage");
  if (input.userId === actor.userId) throw new AppError("forbidden", "You cannot change your own admin role.");
  await db.$transaction(async (tx) => {
    const row = await tx.user.findUnique({ where: { id: input.userId }, select: USER_SELECT });
    if (!row) throw new AppError("not_found", NOT_FOUND);
    const roles = rolesOf(row);
    if (input.grant) {
      if (roles.includes("admin")) throw new AppError("conflict", "This person is already an admin.");
      await tx.userRole.create({ data: { userId: input.userId, role: "admin" } });
    } else {
      if (!roles.includes("admin")) throw new AppError("conflict", "This person is not an admin.");
      if (roles.length === 1) throw new AppError("conflict", "Admin is this account's only role, so it cannot be removed. Suspend the account instead.");
      await tx.userRole.deleteMany({ where: { userId: input.userId, role: "admin" } });
      // Her home follows her remaining roles.
      const next = roles.find((r) => r !== "admin")!;
      await tx.profile.updateMany({ where: { userId: input.userId, primaryRole: "admin" }, data: { primaryRole: next } });
    }
    await recordAudit(
      actor,
      {
        action: input.grant ? "user.grant_admin" : "user.remove_admin",
        targetType: "user",
        targetId: input.userId,
        summary: `${input.grant ? "Made" : "Removed"} ${shownName(row)} ${input.grant ? "an admin" : "as an admin"}`,
        details: { reason: input.reason },
      },
      tx,
    );
  });
}
