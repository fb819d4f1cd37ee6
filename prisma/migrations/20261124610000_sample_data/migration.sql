-- Accounts made by the admin sample-data tools (issue 18), so they can be removed in one action
ALTER TABLE "users" ADD COLUMN "isSample" BOOLEAN NOT NULL DEFAULT false;
