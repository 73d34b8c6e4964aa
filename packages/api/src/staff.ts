import { z } from 'zod';
import { planKeySchema, purchaseSchema } from './payments.ts';

/**
 * A school student's own login account as staff know it: its e-mail is made up and never confirmed,
 * so the search shows the username, the school and the class instead.
 */
export const staffSchoolStudentSchema = z.object({
  student_id: z.number().int(),
  username: z.string(),
  organization_id: z.number().int(),
  school_name: z.string(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
});
export type StaffSchoolStudent = z.infer<typeof staffSchoolStudentSchema>;

/** The staff area's calls (platform staff only): accounts, outbox, feedback, the audit log, campaigns. */
export const staffUserSummarySchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  user_type: z.number().int(),
  is_platform_staff: z.boolean(),
  organization_id: z.number().int().nullable(),
  email_verified: z.boolean(),
  unsubscribed: z.boolean(),
  created_at: z.string(),
  /** Set when the account is a school student's login (null for parents, teachers, admins). */
  school_student: staffSchoolStudentSchema.nullable(),
  students: z.array(z.object({ id: z.number().int(), username: z.string() })),
});

/** A payment as support reads it: billing's fields plus the refund's reason and dates and when it was given to a child. */
export const staffPurchaseSchema = purchaseSchema.extend({
  organization_id: z.number().int().nullable(),
  assigned_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  refund_requested_at: z.string().nullable(),
});

/** A subscription or school tier in any state, ended ones included (support asks "what did they have in March?"). */
export const staffSubscriptionSchema = z.object({
  id: z.number().int(),
  plan_name: planKeySchema,
  kind: z.enum(['course', 'family', 'school']),
  status: z.string(),
  /** Whether it opens the courses now (live status, not past a period it was set to end with). */
  live: z.boolean(),
  student_limit: z.number().int().nullable(),
  organization_id: z.number().int().nullable(),
  started_at: z.string(),
  current_period_end: z.string().nullable(),
  next_payment_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.string().nullable(),
});

export const staffOrganizationRoleSchema = z.enum(['admin', 'teacher', 'student']);

/** The organisation an account belongs to, with its role there. */
export const staffMembershipSchema = z.object({
  organization_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  role: staffOrganizationRoleSchema,
});

export const staffUserDetailSchema = staffUserSummarySchema.extend({
  organization: staffMembershipSchema.nullable(),
  purchases: z.array(staffPurchaseSchema),
  subscriptions: z.array(staffSubscriptionSchema),
  students: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      character: z.string(),
      levels_completed: z.number().int(),
      levels_started: z.number().int(),
      last_played: z.object({ course_id: z.string(), level_slug: z.string() }).nullable(),
    }),
  ),
  mail: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      status: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  impersonations: z.array(
    z.object({
      staff_email: z.string(),
      reason: z.string().nullable(),
      started_at: z.string(),
      ended_at: z.string().nullable(),
    }),
  ),
});

const staffMemberSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
});

/** One organisation for support: who runs it, how big it is, its tier and what it paid. */
export const staffOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  created_at: z.string(),
  admins: z.array(staffMemberSchema),
  teachers: z.array(staffMemberSchema),
  classes_count: z.number().int(),
  students_count: z.number().int(),
  /** The live school tier, or null (the free allowance). */
  tier: staffSubscriptionSchema.nullable(),
  subscriptions: z.array(staffSubscriptionSchema),
  purchases: z.array(staffPurchaseSchema),
});
export const organizationIdParamsSchema = z.object({
  organization_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const staffOutboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const staffFeedbackEntrySchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  message: z.string(),
  from_email: z.string().nullable(),
  created_at: z.string(),
});

/** The body of POST /api/auth/impersonate/user|student: why staff view as this account. */
export const impersonationReasonSchema = z.object({
  reason: z.string().trim().min(3, 'Say why, in at least 3 characters').max(500),
});
export type ImpersonationReason = z.infer<typeof impersonationReasonSchema>;

export const staffImpersonationEntrySchema = z.object({
  id: z.number().int(),
  staff_email: z.string(),
  target_email: z.string(),
  target_student_username: z.string().nullable(),
  /** Why staff viewed as this account (required; records from before it was asked have none). */
  reason: z.string().nullable(),
  ip_address: z.string(),
  user_agent: z.string(),
  started_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  actions: z.array(
    z.object({
      method: z.string(),
      url: z.string(),
      status_code: z.number().int(),
      fields: z.array(z.string()),
      at: z.string(),
    }),
  ),
});

export const searchQuerySchema = z.object({
  query: z.string().trim().min(2, 'Type at least 2 characters').max(100),
});
export const userIdParamsSchema = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const mailIdParamsSchema = z.object({
  mail_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const outboxQuerySchema = z.object({
  status: z.enum(['pending', 'sent', 'failed']).optional(),
});

export type StaffUserSummary = z.infer<typeof staffUserSummarySchema>;
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;
export type StaffPurchase = z.infer<typeof staffPurchaseSchema>;
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;
export type StaffMembership = z.infer<typeof staffMembershipSchema>;
export type StaffOrganization = z.infer<typeof staffOrganizationSchema>;
export type StaffOutboxEntry = z.infer<typeof staffOutboxEntrySchema>;
/** A creative level someone reported, with its reports (newest first): what staff judge before hiding it. */
export const staffReportedLevelSchema = z.object({
  creative_level_id: z.number().int(),
  name: z.string(),
  course_id: z.string(),
  slug: z.string(),
  creator_user_id: z.number().int(),
  creator_email: z.string(),
  is_public: z.boolean(),
  hidden: z.boolean(),
  reports: z.array(
    z.object({ reason: z.string(), reporter_email: z.string(), created_at: z.string() }),
  ),
});

export type StaffFeedbackEntry = z.infer<typeof staffFeedbackEntrySchema>;
export type StaffReportedLevel = z.infer<typeof staffReportedLevelSchema>;
export type StaffImpersonationEntry = z.infer<typeof staffImpersonationEntrySchema>;

/** The campaign templates staff can send (their words live on the server). */
export const CAMPAIGN_TEMPLATE_NAMES = ['new-levels', 'come-back', 'schools-welcome'] as const;
export type CampaignTemplateName = (typeof CAMPAIGN_TEMPLATE_NAMES)[number];

export const campaignResultSchema = z.object({
  campaign_id: z.number().int(),
  queued: z.number().int(),
  /** Addresses of the list that are unsubscribed or have no account. */
  skipped: z.number().int(),
});
export type CampaignResult = z.infer<typeof campaignResultSchema>;
/** Who "Queue for everyone" would write to now: subscribed accounts, school students' logins aside. */
export const campaignAudienceSchema = z.object({
  recipients: z.number().int(),
  /** Parents' accounts (the family words). */
  families: z.number().int(),
  /** Teachers' and school admins' accounts (the school words). */
  schools: z.number().int(),
});
export type CampaignAudienceCount = z.infer<typeof campaignAudienceSchema>;
export const sendEmailsResultSchema = z.object({ released: z.number().int() });
