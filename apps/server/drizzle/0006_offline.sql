CREATE TABLE "level_update_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"client_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "level_update_receipts_subject_client_unique" ON "level_update_receipts" USING btree ("subject","client_id");--> statement-breakpoint
CREATE INDEX "level_update_receipts_received_idx" ON "level_update_receipts" USING btree ("received_at");