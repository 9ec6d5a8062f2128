CREATE TABLE "users"."presence_connections" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users"."presence_gateways" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users"."user_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"connections" integer NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users"."presence_connections" ADD CONSTRAINT "presence_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users"."user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_connections_instance_id_idx" ON "users"."presence_connections" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "presence_connections_user_id_idx" ON "users"."presence_connections" USING btree ("user_id");