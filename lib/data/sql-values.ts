import "server-only";

// Values read with `sql` (lib/db.ts) where Prisma would have converted them: Prisma's DateTime
// columns hold UTC without a zone, so they are selected as text (`"createdAt"::text`) and read
// as UTC here, whatever the server's time zone.

export function utc(text: string): Date {
  return new Date(`${text.replace(" ", "T")}Z`);
}

export function utcOrNull(text: string | null): Date | null {
  return text === null ? null : utc(text);
}
