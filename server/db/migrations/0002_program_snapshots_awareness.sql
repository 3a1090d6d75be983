CREATE TABLE "awareness_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" text DEFAULT 'ondemand' NOT NULL,
	"sequence" integer NOT NULL,
	"outcome" text NOT NULL,
	"check_time" bigint,
	"outcome_time" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_versions_event_id_kind_pk" PRIMARY KEY("event_id","kind")
);
--> statement-breakpoint
ALTER TABLE "awareness_checks" ADD CONSTRAINT "awareness_checks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awareness_checks" ADD CONSTRAINT "awareness_checks_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awareness_checks_lookup" ON "awareness_checks" USING btree ("event_id","uuid","entity_type","entity_id","type");--> statement-breakpoint
-- Every write to the program, to an event's configuration or to users' public fields bumps the event's
-- content version (program or people) in the same transaction, whoever writes: the snapshots key on it.
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger AS $$
DECLARE
	ev text;
BEGIN
	IF TG_TABLE_NAME = 'events' THEN
		ev := NEW.id;
	ELSIF TG_OP = 'DELETE' THEN
		ev := OLD.event_id;
	ELSE
		ev := NEW.event_id;
	END IF;
	-- An event being deleted (cascading to its rows) has no versions to keep.
	INSERT INTO "content_versions" ("event_id", "kind", "version")
	SELECT ev, TG_ARGV[0], 1 WHERE EXISTS (SELECT 1 FROM "events" WHERE "id" = ev)
	ON CONFLICT ("event_id", "kind") DO UPDATE SET "version" = "content_versions"."version" + 1;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "program_items_content_version" AFTER INSERT OR UPDATE OR DELETE ON "program_items"
	FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('program');
--> statement-breakpoint
CREATE TRIGGER "events_content_version" AFTER UPDATE ON "events" FOR EACH ROW
	WHEN (OLD."config" IS DISTINCT FROM NEW."config" OR OLD."source_hex" IS DISTINCT FROM NEW."source_hex"
		OR OLD."conference_id" IS DISTINCT FROM NEW."conference_id")
	EXECUTE FUNCTION "bump_content_version"('program');
--> statement-breakpoint
CREATE TRIGGER "users_content_version_insert_delete" AFTER INSERT OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "bump_content_version"('people');
--> statement-breakpoint
-- Sign-ins and other private changes (login id, password, access lists) leave the public snapshots alone.
CREATE TRIGGER "users_content_version_update" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN ((OLD."firstname", OLD."lastname", OLD."prefix", OLD."picture", OLD."company", OLD."contact_title",
		OLD."degrees", OLD."biography", OLD."city", OLD."state", OLD."country", OLD."ghost", OLD."badges",
		OLD."social_message", OLD."tags", OLD."event_id")
		IS DISTINCT FROM (NEW."firstname", NEW."lastname", NEW."prefix", NEW."picture", NEW."company",
		NEW."contact_title", NEW."degrees", NEW."biography", NEW."city", NEW."state", NEW."country", NEW."ghost",
		NEW."badges", NEW."social_message", NEW."tags", NEW."event_id"))
	EXECUTE FUNCTION "bump_content_version"('people');
