CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"source_hex" text NOT NULL,
	"conference_id" text NOT NULL,
	"appdir" text NOT NULL,
	"url_id" text NOT NULL,
	"title" text NOT NULL,
	"config" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT 'default-avatar.png' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"contact_title" text DEFAULT '' NOT NULL,
	"degrees" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"ghost" boolean DEFAULT false NOT NULL,
	"live_stream_only" boolean DEFAULT false NOT NULL,
	"xcd_staff" boolean DEFAULT false NOT NULL,
	"exhibitor_staff" boolean DEFAULT false NOT NULL,
	"lounge_moderator" boolean DEFAULT false NOT NULL,
	"limited_access_attendee" boolean DEFAULT false NOT NULL,
	"nonattendee_author" boolean DEFAULT false NOT NULL,
	"social_message" integer DEFAULT 1 NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_access_array" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"force_into_itinerary" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_login_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_key_at" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_key" ON "events" USING btree ("source_hex","conference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_url_id" ON "events" USING btree ("url_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_event_email" ON "users" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "users_event" ON "users" USING btree ("event_id");