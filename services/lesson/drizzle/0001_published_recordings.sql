ALTER TABLE "lesson"."lessons" ALTER COLUMN "attachment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson"."lessons" ADD COLUMN "source" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson"."lessons" ADD COLUMN "recording_name" text;--> statement-breakpoint
ALTER TABLE "lesson"."lessons" ADD CONSTRAINT "lessons_recording_once" UNIQUE("class_id","recording_name");--> statement-breakpoint
ALTER TABLE "lesson"."lessons" ADD CONSTRAINT "lessons_source" CHECK ("lesson"."lessons"."source" IN ('chat', 'recording'));--> statement-breakpoint
ALTER TABLE "lesson"."lessons" ADD CONSTRAINT "lessons_one_origin" CHECK (("lesson"."lessons"."source" = 'chat' AND "lesson"."lessons"."attachment_id" IS NOT NULL) OR ("lesson"."lessons"."source" = 'recording' AND "lesson"."lessons"."recording_name" IS NOT NULL));