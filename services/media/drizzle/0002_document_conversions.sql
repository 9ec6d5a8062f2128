CREATE TABLE "media"."conversions" (
	"content_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"total_pages" integer,
	"failure" text,
	"took_ms" integer,
	"converted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media"."uploads" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "uploads_content_hash_idx" ON "media"."uploads" USING btree ("content_hash");