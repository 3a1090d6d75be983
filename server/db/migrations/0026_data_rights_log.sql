CREATE TABLE "data_rights_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_uuid" text NOT NULL,
	"subject_uuid" text NOT NULL,
	"by_admin" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_rights_log" ADD CONSTRAINT "data_rights_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_rights_log_event_at" ON "data_rights_log" USING btree ("event_id","at");