-- A chat's entries, hidden or not, by their own index: each group message adds and shows again its members'
-- entries and hides it from former members, which scanned every entry of every chat without it.
CREATE INDEX "chat_entries_chat_idx" ON "chat"."chat_entries" USING btree ("chat_key","owner_id");--> statement-breakpoint
DROP INDEX "chat"."chat_entries_visible_chat_idx";
