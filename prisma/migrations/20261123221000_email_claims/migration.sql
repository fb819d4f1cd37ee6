-- Issue 15: e-mail addresses are confirmed by a link, and an address registered by someone
-- else can be reclaimed by whoever proves control of it.

CREATE TABLE "email_claims" (
    "userId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "email_claims_pkey" PRIMARY KEY ("userId")
);

CREATE UNIQUE INDEX "email_claims_tokenHash_key" ON "email_claims"("tokenHash");
CREATE INDEX "email_claims_email_idx" ON "email_claims"("email");

ALTER TABLE "email_claims" ADD CONSTRAINT "email_claims_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
