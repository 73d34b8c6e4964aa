// The legal pages in English, as Markdown. {{…}} placeholders are filled in by i18next so links
// keep the reader's locale.

export const termsOfService = `
These terms apply to everyone who uses Codehop: parents, children, teachers and schools.
By creating an account or playing, you agree to them. We have tried to write them so that a
grown-up can read them in a few minutes and explain them to a child.

## 1. Who we are

Codehop is a browser game that teaches real Python to children aged 7 to 16. Learners write
code in an editor and watch a character carry it out in a world of puzzle levels. You can reach
us at [{{supportEmail}}](mailto:{{supportEmail}}).

## 2. Accounts

- You must be **13 or older** to create an account. Younger children play through a profile that
  a parent, guardian or teacher creates and supervises.
- Parents manage their children's student profiles. Schools manage their own teachers, classes
  and students, and are responsible for having permission to add them.
- Keep your password to yourself and tell us straight away if you think someone else is using
  your account.
- Anyone may try the game without an account, with a limited number of runs each day.

## 3. Playing fair

- Be kind. Names, messages and levels you share must be suitable for children.
- Do not try to break, overload or get around the limits of the service, or to reach other
  people's accounts or data.
- We may remove shared levels or close accounts that break these rules. We will tell you why
  when we can.

## 4. Courses, subscriptions and schools

- A course bought once stays available for the student it is assigned to.
- A subscription covers up to 5 students, one student per course, and renews until you cancel
  it from [billing]({{billingUrl}}). Cancelling stops the next payment.
- Schools can choose a small plan (up to 200 students) or a large plan (unlimited students).
- Refunds follow our [refund policy]({{refundUrl}}).

## 5. Your work

The code you write and the levels you create are yours. When you share a level publicly, you
allow Codehop to host it and show it to other players until you stop sharing it.

## 6. Changes and availability

We keep improving Codehop, so levels and features change over time. We work hard to keep the
game running, but we cannot promise it will never be interrupted. When these terms change in
a way that matters, we will tell account holders by e-mail before the change applies.

## 7. Responsibility

Codehop is provided with care but "as it is". As far as the law allows, we are not liable for
indirect losses. Nothing in these terms limits rights you have under the consumer laws of your
country.

## 8. Questions

Write to [{{supportEmail}}](mailto:{{supportEmail}}). A real person answers.
`;

export const privacyPolicy = `
Codehop is made for children, so we collect as little as we can, we never sell data and we
never show advertising. This page explains what we keep and why.

## What we collect

- **Account details:** the e-mail address and password of parents, teachers and older
  learners. Passwords are stored only as secure hashes.
- **Student profiles:** a username and an avatar. Students do not need an e-mail address and
  we never ask children for their real name.
- **Learning progress:** the levels, quizzes and challenges a learner finishes, the code they
  last ran on each level, badges and certificates.
- **Levels you create** and whether you share them.
- **Feedback** you send us, with your rating.
- **Purchases:** what was bought and when. Card details are handled by our payment provider
  and never reach our servers.

## Cookies

- A **session cookie** keeps you logged in.
- A **utm_source cookie** remembers, for 30 days, which campaign or partner sent you to us, so
  we know which of our efforts help families find Codehop. It contains nothing about you.

We do not use advertising or tracking cookies.

## How we use it

To run the game and save progress, to show parents and teachers how their learners are doing,
to send the e-mails you ask for (such as confirming your address or resetting a password), to
answer support requests, and to improve the lessons.

## Who else sees it

Only the services that help us run Codehop: our hosting, our e-mail provider and our payment
provider, each bound to use the data only for us. A student's progress is visible to the
parent who owns the profile, or to the student's teachers and school administrators.

## Keeping and deleting

We keep data while the account is in use. A parent can delete a student profile at any time,
and any account holder can delete their whole account from their profile page; we then erase
their data within 30 days, except what the law requires us to keep (such as invoices).

## Your rights

You can ask to see, correct, export or delete your data, or your child's, by writing to
[{{supportEmail}}](mailto:{{supportEmail}}). We answer within 30 days.
`;

export const refundPolicy = `
We want every family and school to be happy with Codehop. If it is not right for you, here is
how refunds work.

## Courses bought once

You can ask for a refund within **30 days** of buying a course.

## Subscriptions

A subscription refund covers your **last payment**, and the subscription is **cancelled
immediately**, so the next payment will not be taken.

## When a refund is not possible

- The course has been **completed**.
- A **certificate** has been issued for it.

## How to ask

Open [billing]({{billingUrl}}), choose the purchase and press **Request refund**. Tell us the
reason; it helps us make Codehop better.

## What happens next

1. We review your request within about **2 business days**.
2. Once it is approved, the money goes back to the card or account you paid with. It usually
   arrives within **5 to 7 business days**, depending on your bank.

Questions? Write to [{{supportEmail}}](mailto:{{supportEmail}}).
`;
