ALTER TABLE "meeting"."meetings" ADD COLUMN "organizer_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting"."meetings" ADD COLUMN "organizer_last_name" text;