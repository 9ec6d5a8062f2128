CREATE TABLE "room"."seats" (
	"seat" uuid PRIMARY KEY NOT NULL,
	"given" bigint GENERATED ALWAYS AS IDENTITY (sequence name "room"."seats_given_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"admission" jsonb,
	"admitted_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "seats_expires_idx" ON "room"."seats" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "seats_owner_idx" ON "room"."seats" USING btree ("room","owner");