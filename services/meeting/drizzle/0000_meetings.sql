-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "meeting";
--> statement-breakpoint
CREATE TABLE "meeting"."meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting"."meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"meeting_number" text NOT NULL,
	"title" text NOT NULL,
	"organizer_user_id" integer NOT NULL,
	"to_user_id" integer,
	"group_id" integer,
	"seat_type" text NOT NULL,
	"is_recurring" boolean NOT NULL,
	"zone" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_alias_unique" UNIQUE("alias"),
	CONSTRAINT "meetings_one_target" CHECK (("meeting"."meetings"."to_user_id" IS NULL) <> ("meeting"."meetings"."group_id" IS NULL)),
	CONSTRAINT "meetings_end_after_start" CHECK ("meeting"."meetings"."end_at" >= "meeting"."meetings"."start_at")
);
--> statement-breakpoint
CREATE INDEX "meetings_user_pair_idx" ON "meeting"."meetings" USING btree ("organizer_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "meetings_to_user_idx" ON "meeting"."meetings" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "meetings_group_idx" ON "meeting"."meetings" USING btree ("group_id");