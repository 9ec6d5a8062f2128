-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "assistant";
--> statement-breakpoint
CREATE TABLE "assistant"."banned_word_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant"."banned_word_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"words" text[] NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_word_reports_source" CHECK ("assistant"."banned_word_reports"."source" IN ('typed', 'spoken'))
);
--> statement-breakpoint
CREATE TABLE "assistant"."knowledge_base_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "knowledge_base_version_single_row" CHECK ("assistant"."knowledge_base_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "assistant"."knowledge_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant"."knowledge_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_entries_question_unique" UNIQUE("question")
);
--> statement-breakpoint
CREATE TABLE "assistant"."synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"alike" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banned_word_reports_at_idx" ON "assistant"."banned_word_reports" USING btree ("at");--> statement-breakpoint
INSERT INTO "assistant"."knowledge_base_version" ("id", "version") VALUES (1, 0);
