ALTER TABLE "posts" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "posts_event_session" ON "posts" USING btree ("event_id","session_id");--> statement-breakpoint
CREATE INDEX "posts_event_subject" ON "posts" USING btree ("event_id","subject");