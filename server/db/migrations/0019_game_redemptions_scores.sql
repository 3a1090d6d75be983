CREATE TABLE "game_scores" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_scores_event_id_uuid_pk" PRIMARY KEY("event_id","uuid")
);
--> statement-breakpoint
-- Completions become one row per redemption: the rows kept so far (one per task and item) are numbered in order.
ALTER TABLE "game_task_completions" ADD COLUMN "redemption" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "game_task_completions" ADD COLUMN "once" boolean NOT NULL DEFAULT false;--> statement-breakpoint
UPDATE "game_task_completions" c SET "redemption" = r."n", "once" = c."done_id" <> '' FROM (SELECT "event_id", "uuid", "task_id", "done_id", row_number() OVER (PARTITION BY "event_id", "uuid", "task_id" ORDER BY "created_at", "done_id") AS "n" FROM "game_task_completions") r WHERE c."event_id" = r."event_id" AND c."uuid" = r."uuid" AND c."task_id" = r."task_id" AND c."done_id" = r."done_id";--> statement-breakpoint
ALTER TABLE "game_task_completions" ALTER COLUMN "redemption" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_task_completions" ALTER COLUMN "once" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_task_completions" DROP CONSTRAINT "game_task_completions_event_id_uuid_task_id_done_id_pk";--> statement-breakpoint
ALTER TABLE "game_task_completions" ADD CONSTRAINT "game_task_completions_event_id_uuid_task_id_redemption_pk" PRIMARY KEY("event_id","uuid","task_id","redemption");--> statement-breakpoint
INSERT INTO "game_scores" ("event_id", "uuid", "points", "reached_at") SELECT "event_id", "uuid", sum("points"), max("created_at") FROM "game_task_completions" GROUP BY "event_id", "uuid";--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_uuid_users_uuid_fk" FOREIGN KEY ("uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_scores_rank" ON "game_scores" USING btree ("event_id","points" DESC NULLS LAST,"reached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_task_completions_once" ON "game_task_completions" USING btree ("event_id","uuid","task_id","done_id") WHERE "game_task_completions"."once";
