CREATE TABLE "room"."liveness" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"temp_host_until" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "room"."participants_last_seen_idx";--> statement-breakpoint
ALTER TABLE "room"."liveness" ADD CONSTRAINT "liveness_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "room"."participants"("participant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liveness_last_seen_idx" ON "room"."liveness" USING btree ("last_seen_at");--> statement-breakpoint
INSERT INTO "room"."liveness" ("participant_id", "last_seen_at") SELECT "participant_id", "last_seen_at" FROM "room"."participants";--> statement-breakpoint
ALTER TABLE "room"."participants" DROP COLUMN "last_seen_at";