-- Schools that already paid twice (issue 41) keep their first subscription; each later renewing one is set to end with its period and written to payment_refusals, where support finds it to cancel and refund at the provider. Only then can the index hold.
INSERT INTO "payment_refusals" ("reason", "detail", "user_id")
SELECT 'duplicate_subscription', 'Subscription ' || "later"."id" || ' (' || "later"."provider" || ' ' || "later"."provider_subscription_id" || ') is a second renewing subscription of organisation ' || "later"."organization_id" || ': cancel and refund it at the provider.', "later"."user_id"
FROM "subscriptions" AS "later"
WHERE "later"."organization_id" IS NOT NULL AND "later"."status" IN ('active', 'trialing', 'past_due') AND "later"."cancel_at_period_end" = false
  AND EXISTS (SELECT 1 FROM "subscriptions" AS "first" WHERE "first"."organization_id" = "later"."organization_id" AND "first"."status" IN ('active', 'trialing', 'past_due') AND "first"."cancel_at_period_end" = false AND "first"."id" < "later"."id");--> statement-breakpoint
UPDATE "subscriptions" AS "later" SET "cancel_at_period_end" = true
WHERE "later"."organization_id" IS NOT NULL AND "later"."status" IN ('active', 'trialing', 'past_due') AND "later"."cancel_at_period_end" = false
  AND EXISTS (SELECT 1 FROM "subscriptions" AS "first" WHERE "first"."organization_id" = "later"."organization_id" AND "first"."status" IN ('active', 'trialing', 'past_due') AND "first"."cancel_at_period_end" = false AND "first"."id" < "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_renewing_per_organization" ON "subscriptions" USING btree ("organization_id") WHERE "subscriptions"."organization_id" IS NOT NULL AND "subscriptions"."status" IN ('active', 'trialing', 'past_due') AND "subscriptions"."cancel_at_period_end" = false;
