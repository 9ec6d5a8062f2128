CREATE TABLE "media"."board_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media"."board_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unique_name" text NOT NULL,
	"room" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"owner_id" integer,
	"guest_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "board_images_unique_name_idx" ON "media"."board_images" USING btree ("unique_name");