// Postgres LIKE and ILIKE read `%`, `_` and `\` in a pattern as wildcards and escape. Prisma's
// contains, startsWith, endsWith and case-insensitive equals are LIKE underneath and pass the
// text through as it is (prisma/prisma#19506), so text from a person goes through likeLiteral
// first: "t%@haven.local" then means those characters, never "any address starting with t".

/** The text with LIKE's wildcards and escape character escaped (Postgres' default escape, `\`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching any text that contains `text`, as it is. */
export function likeContaining(text: string): string {
  return `%${likeLiteral(text)}%`;
}
