CREATE TABLE "room"."seats" (
	"seat" uuid PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"admission" jsonb,
	"admitted_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "seats_expires_idx" ON "room"."seats" USING btree ("expires_at");