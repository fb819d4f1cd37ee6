-- Nothing she does is duplicated, and nothing sent during a realtime outage is missed (issue 15).

-- A write sent twice (a double click, a retry whose first answer was lost) carries the same
-- client-generated id: the second finds the first instead of storing another.
ALTER TABLE "chat_messages" ADD COLUMN "clientId" TEXT;
CREATE UNIQUE INDEX "chat_messages_senderId_clientId_key" ON "chat_messages"("senderId", "clientId");

ALTER TABLE "assessment_conversations" ADD COLUMN "clientId" TEXT;
CREATE UNIQUE INDEX "assessment_conversations_userId_clientId_key" ON "assessment_conversations"("userId", "clientId");

-- The server's order of a conversation's messages: 1, 2, 3… per conversation, handed out under
-- the conversation's row lock, so a message with a higher number is never visible before one
-- with a lower number (the order of commits, not of clocks). A page that was offline asks for
-- "everything after the highest number the server has given me".
ALTER TABLE "support_chats" ADD COLUMN "lastMessageSeq" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "chat_messages" ADD COLUMN "seq" INTEGER NOT NULL DEFAULT 0;

UPDATE "chat_messages" AS m SET "seq" = numbered.n
FROM (SELECT id, row_number() OVER (PARTITION BY "chatId" ORDER BY "createdAt", id) AS n FROM "chat_messages") AS numbered
WHERE m.id = numbered.id;
UPDATE "support_chats" AS c SET "lastMessageSeq" = latest.n
FROM (SELECT "chatId", max("seq") AS n FROM "chat_messages" GROUP BY "chatId") AS latest
WHERE c.id = latest."chatId";

CREATE UNIQUE INDEX "chat_messages_chatId_seq_key" ON "chat_messages"("chatId", "seq");

-- Every insert that does not bring its number (the hot send path brings one it took in the
-- same statement) takes the next one from its conversation here.
-- (The migration runner splits at every semicolon: statement ends in the body are \073.)
CREATE FUNCTION "chat_messages_assign_seq"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN IF COALESCE(NEW."seq", 0) = 0 THEN UPDATE "support_chats" SET "lastMessageSeq" = "lastMessageSeq" + 1 WHERE "id" = NEW."chatId" RETURNING "lastMessageSeq" INTO NEW."seq"\073 END IF\073 RETURN NEW\073 END';

CREATE TRIGGER "chat_messages_assign_seq" BEFORE INSERT ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "chat_messages_assign_seq"();
