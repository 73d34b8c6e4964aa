CREATE TABLE "creative_level_favourites" (
	"level_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_level_favourites_level_id_user_id_pk" PRIMARY KEY("level_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "creative_level_plays" (
	"level_id" integer NOT NULL,
	"player" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_level_plays_level_id_player_pk" PRIMARY KEY("level_id","player")
);
--> statement-breakpoint
CREATE TABLE "creative_level_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "creator_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "creator_completed_code" text;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "school_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "plays_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "completions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_levels" ADD COLUMN "favourites_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_level_favourites" ADD CONSTRAINT "creative_level_favourites_level_id_creative_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."creative_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_level_favourites" ADD CONSTRAINT "creative_level_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_level_plays" ADD CONSTRAINT "creative_level_plays_level_id_creative_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."creative_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_level_reports" ADD CONSTRAINT "creative_level_reports_level_id_creative_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."creative_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_level_reports" ADD CONSTRAINT "creative_level_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creative_level_favourites_user_idx" ON "creative_level_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creative_level_reports_once" ON "creative_level_reports" USING btree ("level_id","user_id");--> statement-breakpoint
CREATE INDEX "creative_levels_public_popular_idx" ON "creative_levels" USING btree ("is_public","favourites_count","plays_count");--> statement-breakpoint
CREATE INDEX "creative_levels_user_idx" ON "creative_levels" USING btree ("user_id","updated_at");