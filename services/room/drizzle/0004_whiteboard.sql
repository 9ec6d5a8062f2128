CREATE TABLE "room"."board_shapes" (
	"board_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"shape_id" text NOT NULL,
	"owner" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "room"."board_shapes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shape" jsonb NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "board_shapes_board_id_page_shape_id_pk" PRIMARY KEY("board_id","page","shape_id")
);
--> statement-breakpoint
CREATE TABLE "room"."boards" (
	"board_id" uuid PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"pages" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room"."board_shapes" ADD CONSTRAINT "board_shapes_board_id_boards_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "room"."boards"("board_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_shapes_page_idx" ON "room"."board_shapes" USING btree ("board_id","page","seq");--> statement-breakpoint
CREATE INDEX "boards_room_idx" ON "room"."boards" USING btree ("room","opened_at");