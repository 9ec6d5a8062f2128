CREATE TABLE "room"."calls" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"caller_id" integer NOT NULL,
	"caller_name" text NOT NULL,
	"callee_id" integer NOT NULL,
	"callee_name" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "calls_caller_state_idx" ON "room"."calls" USING btree ("caller_id","state");--> statement-breakpoint
CREATE INDEX "calls_callee_state_idx" ON "room"."calls" USING btree ("callee_id","state");--> statement-breakpoint
CREATE INDEX "calls_state_started_idx" ON "room"."calls" USING btree ("state","started_at");