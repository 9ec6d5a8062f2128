CREATE TABLE "recording"."timeline_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording"."timeline_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recording_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"participant_id" text,
	"on" boolean,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "playable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "captions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "timeline_entries_recording_idx" ON "recording"."timeline_entries" USING btree ("recording_id","at");--> statement-breakpoint
ALTER TABLE "recording"."recordings" ADD CONSTRAINT "recordings_status" CHECK ("recording"."recordings"."status" IN ('recording', 'composing', 'ready', 'failed'));