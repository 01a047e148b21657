import { SIGNUP_CREDITS, SUPPORT_EMAIL } from '@tailor/core/constants';
import { BuildingIcon, CoinsIcon, InfinityIcon, ShieldCheckIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PricingTable } from '@/features/stripe/components/pricing-table';
import { usePaymentsEnabled } from '@/features/stripe/use-payments-enabled';
import { useUser } from '@/lib/auth';

const EXPLAINER = [
  {
    icon: CoinsIcon,
    title: 'One credit, one resume',
    text: 'Each credit tailors one resume to one job posting.',
  },
  {
    icon: InfinityIcon,
    title: 'Credits never expire',
    text: 'Buy once and use your credits whenever you apply.',
  },
  {
    icon: ShieldCheckIcon,
    title: '30-day money-back guarantee',
    text: 'Not happy? Email us within 30 days for a refund.',
  },
];

/** Only where payments are on: with them off the pricing section says how to buy, once (decision 074). */
const PAYMENT_FAQ = {
  q: 'How do I pay?',
  a: 'Payments are handled by Stripe. We never see or store your card details. Credits are added as soon as the payment succeeds.',
};

const FAQ = [
  {
    q: 'What is a credit?',
    a: 'One credit tailors one resume to one job. Editing, previewing and downloading a tailored resume are free.',
  },
  {
    q: 'Do credits expire?',
    a: 'No. Credits never expire.',
  },
  {
    q: 'What if a tailoring fails?',
    a: 'If our AI service is overloaded or a tailoring fails, the credit is returned to your account automatically.',
  },
  {
    q: 'Can I get a refund?',
    a: `Yes. Email ${SUPPORT_EMAIL} within 30 days of your purchase for a full refund.`,
  },
  {
    q: 'I am new here. Do I get free credits?',
    a: `Every new account starts with ${SIGNUP_CREDITS} free credits, no card required.`,
  },
];

export function PricingPage() {
  const { user } = useUser();
  const paymentsEnabled = usePaymentsEnabled();
  const faq = paymentsEnabled ? [...FAQ.slice(0, 3), PAYMENT_FAQ, ...FAQ.slice(3)] : FAQ;
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <PageHeader
        title="Buy Credits"
        description={
          user ? `You have ${user.credits} ${user.credits === 1 ? 'credit' : 'credits'}.` : undefined
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        {EXPLAINER.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader className="pb-2">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <CardTitle className="text-base">{title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
          </Card>
        ))}
      </div>

      <section aria-label="Pricing">
        <PricingTable />
      </section>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BuildingIcon className="size-5 text-primary" aria-hidden="true" />
            Agencies and teams
          </CardTitle>
          <CardDescription>
            Tailoring resumes for many candidates? Email us for bulk plans and volume pricing.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href={`mailto:${SUPPORT_EMAIL}?subject=Bulk%20plans`}>Contact {SUPPORT_EMAIL}</a>
          </Button>
        </CardContent>
      </Card>

      <section className="grid gap-4">
        <h2 className="text-xl font-bold">Frequently asked questions</h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          {faq.map(({ q, a }) => (
            <div key={q} className="rounded-lg border bg-card p-4">
              <dt className="font-semibold">{q}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
