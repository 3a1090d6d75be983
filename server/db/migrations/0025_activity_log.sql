CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"amount" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_event_action_time" ON "activity_log" USING btree ("event_id","action","at");--> statement-breakpoint
CREATE INDEX "activity_log_event_entity" ON "activity_log" USING btree ("event_id","entity_type","entity_id");