-- A chat's visible entries by their own index: each group message hides the chat from people no longer in it,
-- which read every entry of every chat without it.
CREATE INDEX "chat_entries_visible_chat_idx" ON "chat"."chat_entries" USING btree ("chat_key") WHERE not "chat"."chat_entries"."hidden";