CREATE TABLE "favorites" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_uuid_entity_type_entity_id_pk" PRIMARY KEY("uuid","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"session_id" integer NOT NULL,
	"item_key" text DEFAULT '' NOT NULL,
	"anchor" text DEFAULT '' NOT NULL,
	"anchor_hash" text DEFAULT '' NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_uuid_session_id_item_key_pk" PRIMARY KEY("uuid","session_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "rating_totals" (
	"event_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total_halves" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_totals_event_id_entity_type_entity_id_pk" PRIMARY KEY("event_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"halves" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_uuid_entity_type_entity_id_pk" PRIMARY KEY("uuid","entity_type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_totals" ADD CONSTRAINT "rating_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_event" ON "favorites" USING btree ("event_id","uuid");