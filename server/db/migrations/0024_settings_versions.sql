CREATE TABLE "settings_versions" (
	"event_id" text NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"saved_by" text,
	"saved_by_name" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer,
	CONSTRAINT "settings_versions_event_id_version_pk" PRIMARY KEY("event_id","version")
);
--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;