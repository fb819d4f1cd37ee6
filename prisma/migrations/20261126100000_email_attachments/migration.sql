-- Issue 22: "Send to my safe address" attaches her export, and the outbox records what is attached.
ALTER TABLE "email_outbox" ADD COLUMN "attachments" JSONB;
