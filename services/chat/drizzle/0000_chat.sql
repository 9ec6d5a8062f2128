-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "chat";
--> statement-breakpoint
CREATE TABLE "chat"."chat_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat"."chat_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"chat_key" text NOT NULL,
	"chat_type" text NOT NULL,
	"peer_user_id" integer,
	"group_id" integer,
	"name" text NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat"."messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_key" text NOT NULL,
	"chat_type" text NOT NULL,
	"to_user_id" integer,
	"group_id" integer,
	"sender_id" integer NOT NULL,
	"sender_first_name" text NOT NULL,
	"sender_last_name" text,
	"text" text NOT NULL,
	"unique_ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_entries_owner_chat_idx" ON "chat"."chat_entries" USING btree ("owner_id","chat_key");--> statement-breakpoint
CREATE INDEX "chat_entries_owner_recent_idx" ON "chat"."chat_entries" USING btree ("owner_id",coalesce("last_message_at", "created_at") desc);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_ref_idx" ON "chat"."messages" USING btree ("sender_id","unique_ref_id");--> statement-breakpoint
CREATE INDEX "messages_chat_idx" ON "chat"."messages" USING btree ("chat_key","id");