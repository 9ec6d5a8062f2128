CREATE TABLE "media"."room_placements" (
	"janus_room_id" bigint PRIMARY KEY NOT NULL,
	"server" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "room_placements_server_idx" ON "media"."room_placements" USING btree ("server");