CREATE TABLE "logins" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_uuid" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "pending_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logins" ADD CONSTRAINT "logins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logins" ADD CONSTRAINT "logins_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD CONSTRAINT "pending_signups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logins_user" ON "logins" USING btree ("user_uuid","ended_at");--> statement-breakpoint
CREATE INDEX "pending_signups_expires" ON "pending_signups" USING btree ("expires_at");--> statement-breakpoint
-- The current login of each account stays signed in across the upgrade.
INSERT INTO "logins" ("id", "event_id", "user_uuid", "created_at") SELECT "current_login_id", "event_id", "uuid", now() FROM "users" WHERE "current_login_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "current_login_id";