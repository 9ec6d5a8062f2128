-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "media";
--> statement-breakpoint
CREATE TABLE "media"."uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media"."uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unique_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_unique_name_idx" ON "media"."uploads" USING btree ("unique_name");