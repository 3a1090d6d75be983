CREATE TABLE "notification_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"actions" jsonb NOT NULL,
	"is_sticky" boolean NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"context_type" text,
	"context_id" text,
	"link_button_url" text,
	"link_button_title" text,
	"tags" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_posts" ADD CONSTRAINT "notification_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_posts_event" ON "notification_posts" USING btree ("event_id");