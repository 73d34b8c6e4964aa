CREATE TABLE "level_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"level_slug" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "challenge_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"challenge_slug" text NOT NULL,
	"status" text NOT NULL,
	"last_code" text DEFAULT '' NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_verifications" ADD CONSTRAINT "level_verifications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_progress" ADD CONSTRAINT "challenge_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "level_verifications_student_level_unique" ON "level_verifications" USING btree ("student_id","course_id","level_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_progress_student_challenge_unique" ON "challenge_progress" USING btree ("student_id","challenge_slug");