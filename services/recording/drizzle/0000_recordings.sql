-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "recording";
--> statement-breakpoint
CREATE TABLE "recording"."recordings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording"."recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unique_name" text NOT NULL,
	"room_id" text NOT NULL,
	"meeting_id" integer NOT NULL,
	"organizer_user_id" integer NOT NULL,
	"to_user_id" integer,
	"group_id" integer,
	"file_name" text NOT NULL,
	"record_desc" text,
	"record_file_path" text,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_unique_name_unique" UNIQUE("unique_name"),
	CONSTRAINT "recordings_at_most_one_target" CHECK ("recording"."recordings"."to_user_id" IS NULL OR "recording"."recordings"."group_id" IS NULL)
);
--> statement-breakpoint
CREATE INDEX "recordings_meeting_idx" ON "recording"."recordings" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "recordings_user_pair_idx" ON "recording"."recordings" USING btree ("organizer_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "recordings_group_idx" ON "recording"."recordings" USING btree ("group_id");