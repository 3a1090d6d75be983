CREATE TABLE "exhibitors" (
	"event_id" text NOT NULL,
	"id" integer NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"level_order" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "exhibitors_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "products_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "game_tasks" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "game_tasks_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
CREATE TABLE "program_items" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" integer NOT NULL,
	"type" text,
	"start_ms" bigint,
	"end_ms" bigint,
	"doc" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_items_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tasks" ADD CONSTRAINT "game_tasks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_items" ADD CONSTRAINT "program_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_event_exhibitor" ON "products" USING btree ("event_id","exhibitor_id");--> statement-breakpoint
CREATE INDEX "program_items_event_start" ON "program_items" USING btree ("event_id","start_ms");--> statement-breakpoint
CREATE INDEX "program_items_event_session" ON "program_items" USING btree ("event_id","session_id");--> statement-breakpoint
CREATE INDEX "program_items_event_type" ON "program_items" USING btree ("event_id","type");