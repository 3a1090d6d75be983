CREATE TABLE "exhibitor_leads" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"card" jsonb NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exhibitor_leads_uuid_exhibitor_id_pk" PRIMARY KEY("uuid","exhibitor_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"staff_uuid" text,
	"text" text NOT NULL,
	"conversation_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffle_entries_uuid_exhibitor_id_pk" PRIMARY KEY("uuid","exhibitor_id")
);
--> statement-breakpoint
ALTER TABLE "exhibitor_leads" ADD CONSTRAINT "exhibitor_leads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_leads" ADD CONSTRAINT "exhibitor_leads_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_messages" ADD CONSTRAINT "exhibitor_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_messages" ADD CONSTRAINT "exhibitor_messages_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibitor_messages_event_exhibitor" ON "exhibitor_messages" USING btree ("event_id","exhibitor_id");