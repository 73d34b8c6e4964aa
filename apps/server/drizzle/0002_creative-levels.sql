CREATE TABLE "creative_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"student_id" integer,
	"course_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"map_path" text DEFAULT 'creative-01.json' NOT NULL,
	"code_template" text DEFAULT 'from player import *

' NOT NULL,
	"tutorial" text DEFAULT '' NOT NULL,
	"player_start" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level_goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zoom" integer DEFAULT 50 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"school_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creative_levels" ADD CONSTRAINT "creative_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD CONSTRAINT "creative_levels_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creative_levels_creator_course_slug_unique" ON "creative_levels" USING btree ("user_id","course_id","slug");--> statement-breakpoint
CREATE INDEX "creative_levels_public_idx" ON "creative_levels" USING btree ("is_public","created_at");