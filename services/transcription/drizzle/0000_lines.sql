-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "transcription";
--> statement-breakpoint
CREATE TABLE "transcription"."lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcription"."lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_number" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"speaker_name" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lines_meeting_idx" ON "transcription"."lines" USING btree ("meeting_number","at");