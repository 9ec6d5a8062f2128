-- The last message is read from chat.messages (newest by id) instead of written into every member's entry
-- on each send; the 'recent' index went with its column: the owner's entries are found by chat_entries_owner_chat_idx.
DROP INDEX "chat"."chat_entries_owner_recent_idx";--> statement-breakpoint
ALTER TABLE "chat"."chat_entries" DROP COLUMN "last_message";--> statement-breakpoint
ALTER TABLE "chat"."chat_entries" DROP COLUMN "last_message_at";