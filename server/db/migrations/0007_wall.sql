CREATE TABLE "post_likes" (
	"post_id" text NOT NULL,
	"uuid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_likes_post_id_uuid_pk" PRIMARY KEY("post_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "post_removals" (
	"post_id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"author_uuid" text NOT NULL,
	"parent_id" text,
	"grand_parent_id" text,
	"level" integer NOT NULL,
	"topic" text NOT NULL,
	"message_type" text NOT NULL,
	"body" text NOT NULL,
	"title" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_id" integer,
	"ab_id" integer,
	"approved" boolean DEFAULT true NOT NULL,
	"discarded" boolean DEFAULT false NOT NULL,
	"board_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_removals" ADD CONSTRAINT "post_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_uuid_users_uuid_fk" FOREIGN KEY ("author_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_removals_event" ON "post_removals" USING btree ("event_id","removed_at");--> statement-breakpoint
CREATE INDEX "posts_event_updated" ON "posts" USING btree ("event_id","updated_at");--> statement-breakpoint
CREATE INDEX "posts_parent" ON "posts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "uploads_event" ON "uploads" USING btree ("event_id");