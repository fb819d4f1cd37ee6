-- A counter that moves whenever anything a support taker can see about supporters changes:
-- professionals, their specialisations, local supporters, reviews. Matching keeps the
-- candidates in memory and reloads them only when the counter has moved (lib/data/
-- supporter-candidates.ts). The counter is a row, not a sequence, so it changes in the same
-- transaction as the data: a reader never sees the new number with the old rows.
CREATE TABLE "supporter_directory_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supporter_directory_version_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "supporter_directory_version_single_row" CHECK ("id" = 1)
);

INSERT INTO "supporter_directory_version" ("id", "version") VALUES (1, 0);

-- The migration runner splits scripts at every semicolon, even inside a function body, so
-- the body is an escaped string whose statement ends are written \073 (octal for a semicolon).
CREATE FUNCTION "bump_supporter_directory_version"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN UPDATE "supporter_directory_version" SET "version" = "version" + 1, "changedAt" = CURRENT_TIMESTAMP WHERE "id" = 1\073 RETURN NULL\073 END';

-- Once per statement: a bulk change moves the counter once.
CREATE TRIGGER "professional_supporters_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "professional_supporters"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_supporter_directory_version"();
CREATE TRIGGER "supporter_specializations_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supporter_specializations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_supporter_directory_version"();
CREATE TRIGGER "local_supporters_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "local_supporters"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_supporter_directory_version"();
CREATE TRIGGER "reviews_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_supporter_directory_version"();
