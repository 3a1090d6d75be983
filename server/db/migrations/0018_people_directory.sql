ALTER TABLE "users" ADD COLUMN "middle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_suffix" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The participants directory shows the middle name, suffix and badge name, and leaves out the details of
-- private profiles: a change to any of them is a new attendee snapshot.
DROP TRIGGER "users_content_version_update" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_content_version_update" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN ((OLD."firstname", OLD."lastname", OLD."prefix", OLD."middle", OLD."name_suffix", OLD."picture",
		OLD."company", OLD."contact_title", OLD."degrees", OLD."biography", OLD."city", OLD."state", OLD."country",
		OLD."ghost", OLD."badges", OLD."social_message", OLD."tags", OLD."public_profile", OLD."badge_overwrite",
		OLD."event_id")
		IS DISTINCT FROM (NEW."firstname", NEW."lastname", NEW."prefix", NEW."middle", NEW."name_suffix",
		NEW."picture", NEW."company", NEW."contact_title", NEW."degrees", NEW."biography", NEW."city", NEW."state",
		NEW."country", NEW."ghost", NEW."badges", NEW."social_message", NEW."tags", NEW."public_profile",
		NEW."badge_overwrite", NEW."event_id"))
	EXECUTE FUNCTION "bump_content_version"('people');--> statement-breakpoint
-- The attendee snapshot follows the event's badges and people settings (hidden badges, hide_company_attendees,
-- disable_user_badges): a configuration change is a new one too.
CREATE TRIGGER "events_people_version" AFTER UPDATE ON "events" FOR EACH ROW
	WHEN (OLD."config" IS DISTINCT FROM NEW."config")
	EXECUTE FUNCTION "bump_content_version"('people');
