CREATE TABLE "analytics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"action" text NOT NULL,
	"page" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"title" text,
	"ad_src" text,
	"ad_url" text,
	"ad_place" text,
	"seconds" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_task_completions" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"task_id" text NOT NULL,
	"done_id" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_task_completions_event_id_uuid_task_id_done_id_pk" PRIMARY KEY("event_id","uuid","task_id","done_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_task_completions" ADD CONSTRAINT "game_task_completions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_task_completions" ADD CONSTRAINT "game_task_completions_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_event_time" ON "analytics_events" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_time" ON "analytics_events" USING btree ("event_id","uuid","created_at");