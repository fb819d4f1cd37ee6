-- The version of the terms each person agreed to, and when (issue 18).
-- Accounts made before versioning have none and are asked to agree at their next sign-in.
ALTER TABLE "profiles" ADD COLUMN "termsVersion" VARCHAR(20),
ADD COLUMN "termsAcceptedAt" TIMESTAMP(3);
