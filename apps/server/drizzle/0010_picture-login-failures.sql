-- Wrong picture logins, counted in the database so every instance sees them and a new card or the teacher's unlock clears a child's rows (src/db/schema/picture-logins.ts).
CREATE TABLE "picture_login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"student_id" integer,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_login_failures" ADD CONSTRAINT "picture_login_failures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_login_failures_student_idx" ON "picture_login_failures" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "picture_login_failures_window_idx" ON "picture_login_failures" USING btree ("window_ends");