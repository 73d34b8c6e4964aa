ALTER TABLE "students" ADD COLUMN "picture_password_hash" text;--> statement-breakpoint
ALTER TABLE "impersonations" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "school_classes" ADD COLUMN "picture_passwords" boolean DEFAULT false NOT NULL;