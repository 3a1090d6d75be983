CREATE TABLE "meetings" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"timeslot_id" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"requester_uuid" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_event_id_id_pk" PRIMARY KEY("event_id","id"),
	CONSTRAINT "meetings_event_timeslot" UNIQUE("event_id","timeslot_id")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"owner_uuid" text NOT NULL,
	"title" text NOT NULL,
	"start_ms" bigint NOT NULL,
	"end_ms" bigint NOT NULL,
	CONSTRAINT "timeslots_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_requester_uuid_users_uuid_fk" FOREIGN KEY ("requester_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_event_requester" ON "meetings" USING btree ("event_id","requester_uuid");--> statement-breakpoint
CREATE INDEX "timeslots_event_exhibitor_start" ON "timeslots" USING btree ("event_id","exhibitor_id","start_ms");