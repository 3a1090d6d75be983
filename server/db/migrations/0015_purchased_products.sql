CREATE TABLE "purchased_products" (
	"event_id" text NOT NULL,
	"uuid" text NOT NULL,
	"product_uuid" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "purchased_products_event_id_uuid_product_uuid_pk" PRIMARY KEY("event_id","uuid","product_uuid")
);
--> statement-breakpoint
ALTER TABLE "purchased_products" ADD CONSTRAINT "purchased_products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchased_products_event_user" ON "purchased_products" USING btree ("event_id","uuid");