-- The migrator creates the schema first (its journal lives there), hence IF NOT EXISTS.
CREATE SCHEMA IF NOT EXISTS "room";
--> statement-breakpoint
CREATE TABLE "room"."chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room"."chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"from_participant_id" uuid NOT NULL,
	"from_owner" text NOT NULL,
	"from_name" text NOT NULL,
	"to_participant_id" uuid,
	"to_owner" text,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room"."participants" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"owner" text NOT NULL,
	"user_id" integer,
	"guest_id" uuid,
	"user_name" text NOT NULL,
	"window_id" text NOT NULL,
	"video_enabled" boolean NOT NULL,
	"audio_enabled" boolean NOT NULL,
	"user_mode" text NOT NULL,
	"public" boolean NOT NULL,
	"is_host" boolean NOT NULL,
	"temphost" boolean NOT NULL,
	"temp_host_until" timestamp with time zone,
	"wb_allowed" boolean NOT NULL,
	"screen_allowed" boolean NOT NULL,
	"mic_allowed" boolean NOT NULL,
	"cam_allowed" boolean NOT NULL,
	"hand_raised" boolean NOT NULL,
	"phone" text,
	"webinar" boolean NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_transfer_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room"."removals" (
	"room" text NOT NULL,
	"owner" text NOT NULL,
	CONSTRAINT "removals_room_owner_pk" PRIMARY KEY("room","owner")
);
--> statement-breakpoint
CREATE TABLE "room"."rooms" (
	"room" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"seat_type" text NOT NULL,
	"organizer_name" text NOT NULL,
	"start_at" text NOT NULL,
	"end_at" text NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"recording" boolean DEFAULT false NOT NULL,
	"recording_id" text,
	"caption" boolean DEFAULT false NOT NULL,
	"private_chat_disabled" boolean DEFAULT false NOT NULL,
	"display_mode" text DEFAULT 'none' NOT NULL,
	"shared_content" text,
	"screen_sharer_id" uuid,
	"host_absent_since" timestamp with time zone,
	"host_was_present" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room"."chat_messages" ADD CONSTRAINT "chat_messages_room_rooms_room_fk" FOREIGN KEY ("room") REFERENCES "room"."rooms"("room") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room"."participants" ADD CONSTRAINT "participants_room_rooms_room_fk" FOREIGN KEY ("room") REFERENCES "room"."rooms"("room") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room"."removals" ADD CONSTRAINT "removals_room_rooms_room_fk" FOREIGN KEY ("room") REFERENCES "room"."rooms"("room") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "room"."chat_messages" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "participants_room_idx" ON "room"."participants" USING btree ("room");--> statement-breakpoint
CREATE INDEX "participants_last_seen_idx" ON "room"."participants" USING btree ("last_seen_at");