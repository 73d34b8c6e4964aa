import type { FastifyPluginAsync } from 'fastify';
import { getActiveSubscriptionsRoute } from './get-active-subscriptions.ts';
import { getCheckoutRoute } from './get-checkout.ts';
import { getCurrentPlanRoute } from './get-current-plan.ts';
import { getCurrentSubscriptionRoute } from './get-current-subscription.ts';
import { getHasUnassignedPurchasesRoute } from './get-has-unassigned-purchases.ts';
import { getPreviewSubscriptionUpgradeRoute } from './get-preview-subscription-upgrade.ts';
import { getPurchasesRoute } from './get-purchases.ts';
import { getRefundEligibilityRoute } from './get-refund-eligibility.ts';
import { getTransferPurchasesRoute } from './get-transfer-purchases.ts';
import { getUpgradeToOrganizationRoute } from './get-upgrade-to-organization.ts';
import { postAssignPurchaseRoute } from './post-assign-purchase.ts';
import { postCancelSubscriptionRoute } from './post-cancel-subscription.ts';
import { postCheckoutCompleteRoute } from './post-checkout-complete.ts';
import { postPaddleRoute } from './post-paddle.ts';
import { postRequestRefundRoute } from './post-request-refund.ts';
import { postUpgradeSubscriptionRoute } from './post-upgrade-subscription.ts';
import { postWebhookRoute } from './post-webhook.ts';

/** The /api/payment calls (spec/platform.md §7 Payment), the webhook and the test checkout. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [
    postPaddleRoute,
    postWebhookRoute,
    getCheckoutRoute,
    postCheckoutCompleteRoute,
    getPurchasesRoute,
    getHasUnassignedPurchasesRoute,
    postAssignPurchaseRoute,
    getCurrentSubscriptionRoute,
    getActiveSubscriptionsRoute,
    postCancelSubscriptionRoute,
    getCurrentPlanRoute,
    postUpgradeSubscriptionRoute,
    getPreviewSubscriptionUpgradeRoute,
    getUpgradeToOrganizationRoute,
    getTransferPurchasesRoute,
    postRequestRefundRoute,
    getRefundEligibilityRoute,
  ]) {
    await app.register(route);
  }
};
