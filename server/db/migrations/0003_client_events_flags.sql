CREATE TABLE "client_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"action" text NOT NULL,
	"module" text NOT NULL,
	"screen" text NOT NULL,
	"title" text,
	"title_id" text,
	"target_type" text,
	"target" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flags" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_events_event_time" ON "client_events" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flags_once" ON "flags" USING btree ("event_id","uuid","entity_type","entity_id","reason");--> statement-breakpoint
CREATE INDEX "flags_entity" ON "flags" USING btree ("event_id","entity_type","entity_id");