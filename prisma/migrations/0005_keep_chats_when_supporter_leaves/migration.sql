-- Her conversations are hers. When a supporter deletes their account, the conversations
-- people had with them stay (read-only, "has left Haven"), with the supporter's messages:
-- they may hold the advice or safety plan she relies on. Before, both went with the supporter.
ALTER TABLE "support_chats" DROP CONSTRAINT "support_chats_supporterUserId_fkey";
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_supporterUserId_fkey" FOREIGN KEY ("supporterUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_senderId_fkey";
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
