CREATE TABLE "calendar_feeds" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_uuid_pk" PRIMARY KEY("uuid")
);
--> statement-breakpoint
ALTER TABLE "program_items" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A program item's revision counts the changes of its document, whoever writes them: calendar feeds send it
-- as SEQUENCE, so calendars take the newer copy of a moved session.
CREATE FUNCTION "bump_program_item_revision"() RETURNS trigger AS $$
BEGIN
	IF NEW."doc" IS DISTINCT FROM OLD."doc" THEN
		NEW."revision" := OLD."revision" + 1;
	ELSE
		NEW."revision" := OLD."revision";
	END IF;
	RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "program_items_revision" BEFORE UPDATE ON "program_items"
	FOR EACH ROW EXECUTE FUNCTION "bump_program_item_revision"();
