CREATE TABLE "credit_choices" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"session_id" integer NOT NULL,
	"chosen" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_choices_uuid_session_id_pk" PRIMARY KEY("uuid","session_id")
);
--> statement-breakpoint
CREATE TABLE "earned_credits" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"session_id" integer NOT NULL,
	"credit_num_select" text NOT NULL,
	"credit_name" text NOT NULL,
	"hundredths" integer NOT NULL,
	"earned_at" bigint NOT NULL,
	CONSTRAINT "earned_credits_uuid_session_id_credit_num_select_pk" PRIMARY KEY("uuid","session_id","credit_num_select")
);
--> statement-breakpoint
CREATE TABLE "assessment_submissions" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score_correct" integer,
	"score_total" integer,
	"submitted_at" bigint NOT NULL,
	CONSTRAINT "assessment_submissions_uuid_kind_session_id_pk" PRIMARY KEY("uuid","kind","session_id")
);
--> statement-breakpoint
CREATE TABLE "watch_coverage" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" text NOT NULL,
	"length_seconds" integer NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"last_beat_at" bigint NOT NULL,
	CONSTRAINT "watch_coverage_uuid_entity_type_entity_id_type_pk" PRIMARY KEY("uuid","entity_type","entity_id","type")
);
--> statement-breakpoint
ALTER TABLE "credit_choices" ADD CONSTRAINT "credit_choices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_choices" ADD CONSTRAINT "credit_choices_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_credits" ADD CONSTRAINT "earned_credits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_credits" ADD CONSTRAINT "earned_credits_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_coverage" ADD CONSTRAINT "watch_coverage_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_coverage" ADD CONSTRAINT "watch_coverage_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earned_credits_event" ON "earned_credits" USING btree ("event_id","uuid");