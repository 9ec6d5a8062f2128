CREATE TABLE "chat"."attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat"."attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_key" text NOT NULL,
	"chat_type" text NOT NULL,
	"to_user_id" integer,
	"group_id" integer,
	"unique_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"total_pages" integer,
	"file_name" text NOT NULL,
	"file_desc" text,
	"uploader_id" integer NOT NULL,
	"uploader_first_name" text NOT NULL,
	"uploader_last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_unique_name_idx" ON "chat"."attachments" USING btree ("unique_name");--> statement-breakpoint
CREATE INDEX "attachments_chat_idx" ON "chat"."attachments" USING btree ("chat_key","id");