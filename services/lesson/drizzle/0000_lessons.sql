-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "lesson";
--> statement-breakpoint
CREATE TABLE "lesson"."lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson"."lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"upload_name" text NOT NULL,
	"title" text NOT NULL,
	"shared_by_id" integer NOT NULL,
	"shared_by_first_name" text NOT NULL,
	"shared_by_last_name" text,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"failure_reason" text,
	"duration_seconds" double precision,
	"thumbnail_file" text,
	"is_video_quiz_found" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lessons_attachment_id_unique" UNIQUE("attachment_id"),
	CONSTRAINT "lessons_status" CHECK ("lesson"."lessons"."status" IN ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lesson"."progress" (
	"lesson_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"position" double precision DEFAULT 0 NOT NULL,
	"furthest" double precision DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_lesson_id_learner_id_pk" PRIMARY KEY("lesson_id","learner_id")
);
--> statement-breakpoint
CREATE TABLE "lesson"."question_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson"."question_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"time" double precision NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson"."questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson"."questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type" CHECK ("lesson"."questions"."type" IN ('assessment', 'survey', 'poll', 'notes'))
);
--> statement-breakpoint
CREATE TABLE "lesson"."set_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson"."set_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_answers_once" UNIQUE("set_id","learner_id")
);
--> statement-breakpoint
ALTER TABLE "lesson"."progress" ADD CONSTRAINT "progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "lesson"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson"."question_sets" ADD CONSTRAINT "question_sets_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "lesson"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson"."questions" ADD CONSTRAINT "questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "lesson"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson"."set_answers" ADD CONSTRAINT "set_answers_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "lesson"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson"."set_answers" ADD CONSTRAINT "set_answers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "lesson"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_class_idx" ON "lesson"."lessons" USING btree ("class_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_sets_lesson_idx" ON "lesson"."question_sets" USING btree ("lesson_id","time");--> statement-breakpoint
CREATE INDEX "questions_lesson_idx" ON "lesson"."questions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "set_answers_lesson_idx" ON "lesson"."set_answers" USING btree ("lesson_id","learner_id");