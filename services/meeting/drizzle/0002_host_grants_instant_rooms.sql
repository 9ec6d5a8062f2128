CREATE TABLE "meeting"."host_grants" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_grants_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "meeting"."meetings" DROP CONSTRAINT "meetings_one_target";--> statement-breakpoint
ALTER TABLE "meeting"."meetings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting"."host_grants" ADD CONSTRAINT "host_grants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "meeting"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_grants_user_idx" ON "meeting"."host_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meetings_meeting_number_idx" ON "meeting"."meetings" USING btree ("meeting_number");--> statement-breakpoint
ALTER TABLE "meeting"."meetings" ADD CONSTRAINT "meetings_one_target" CHECK (CASE WHEN "meeting"."meetings"."instant" THEN "meeting"."meetings"."to_user_id" IS NULL AND "meeting"."meetings"."group_id" IS NULL ELSE ("meeting"."meetings"."to_user_id" IS NULL) <> ("meeting"."meetings"."group_id" IS NULL) END);