-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "proctoring";
--> statement-breakpoint
CREATE TABLE "proctoring"."candidates" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"disqualified" text,
	"disqualified_at" timestamp with time zone,
	CONSTRAINT "candidates_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id"),
	CONSTRAINT "candidates_disqualified" CHECK ("proctoring"."candidates"."disqualified" IS NULL OR "proctoring"."candidates"."disqualified" IN ('pageClosed', 'connectionLost'))
);
--> statement-breakpoint
CREATE TABLE "proctoring"."exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proctoring"."exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"group_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"examiner_user_id" integer NOT NULL,
	"examiner_name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"room" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_room_unique" UNIQUE("room"),
	CONSTRAINT "exams_status" CHECK ("proctoring"."exams"."status" IN ('scheduled', 'started', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "proctoring"."flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring"."messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"from_name" text NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring"."stills" (
	"flag_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"exam_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"relative_path" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "stills_flag_id_kind_pk" PRIMARY KEY("flag_id","kind")
);
--> statement-breakpoint
ALTER TABLE "proctoring"."candidates" ADD CONSTRAINT "candidates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "proctoring"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring"."flags" ADD CONSTRAINT "flags_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "proctoring"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring"."messages" ADD CONSTRAINT "messages_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "proctoring"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring"."stills" ADD CONSTRAINT "stills_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "proctoring"."flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_group_idx" ON "proctoring"."exams" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "exams_examiner_idx" ON "proctoring"."exams" USING btree ("examiner_user_id");--> statement-breakpoint
CREATE INDEX "flags_exam_idx" ON "proctoring"."flags" USING btree ("exam_id","at");--> statement-breakpoint
CREATE INDEX "flags_candidate_idx" ON "proctoring"."flags" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "messages_exam_idx" ON "proctoring"."messages" USING btree ("exam_id","to_user_id","sent_at");--> statement-breakpoint
CREATE INDEX "stills_exam_idx" ON "proctoring"."stills" USING btree ("exam_id");