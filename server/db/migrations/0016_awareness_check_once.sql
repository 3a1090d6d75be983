-- The first outcome of a check stands: older repeats of a check are removed before the key forbids them.
DELETE FROM "awareness_checks" a USING "awareness_checks" b WHERE a."event_id" = b."event_id" AND a."uuid" = b."uuid" AND a."entity_type" = b."entity_type" AND a."entity_id" = b."entity_id" AND a."type" = b."type" AND a."sequence" = b."sequence" AND a."id" > b."id";--> statement-breakpoint
DROP INDEX "awareness_checks_lookup";--> statement-breakpoint
CREATE UNIQUE INDEX "awareness_checks_once" ON "awareness_checks" USING btree ("event_id","uuid","entity_type","entity_id","type","sequence");
