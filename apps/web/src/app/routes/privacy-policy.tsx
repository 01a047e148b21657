import { SUPPORT_EMAIL } from '@tailor/core/constants';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 leading-relaxed text-foreground/80">{children}</div>
    </section>
  );
}

const mail = (
  <a className="font-medium text-primary hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
    {SUPPORT_EMAIL}
  </a>
);

export function PrivacyPolicyPage() {
  return (
    <div className="min-h-screen bg-background px-4 py-10 sm:py-16">
      <article className="mx-auto grid max-w-3xl gap-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
            <Link to="/auth">
              <ArrowLeftIcon aria-hidden="true" />
              Back to login
            </Link>
          </Button>
          <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
          <p className="mt-2 text-sm text-muted-foreground">Effective date: May 9, 2025</p>
        </div>

        <p className="leading-relaxed text-foreground/80">
          Tailor helps job seekers tailor their resumes to job postings. This policy explains what information
          we collect, how we use it and the choices you have.
        </p>

        <Section title="Information we collect">
          <ul className="list-disc space-y-1 pl-5">
            <li>Resumes you upload, including the text extracted from them.</li>
            <li>Job descriptions you submit or capture with the browser extension.</li>
            <li>Tailored resumes and the summaries of changes we generate for you.</li>
            <li>Account credentials such as your email address and a securely hashed password.</li>
            <li>Non-personal analytics about how the product is used, to help us improve it.</li>
          </ul>
        </Section>

        <Section title="How we use your information">
          <p>
            We use your information to provide the service: storing your resumes, tailoring them to the jobs
            you choose, letting you edit and download the results, managing your credits and supporting you
            when you contact us. We do not sell your personal information.
          </p>
        </Section>

        <Section title="How we protect your information">
          <p>
            Your data is encrypted in transit and at rest, and access to it is limited to what is needed to
            run the service.
          </p>
        </Section>

        <Section title="Third-party AI service">
          <p>
            To tailor a resume we send the text of your resume and the job description to a third-party AI
            service. The text is used only to produce your tailored resume and is not stored by that service
            afterwards.
          </p>
        </Section>

        <Section title="Your rights">
          <p>
            You can view and update your data at any time. In Settings, "Download my data" gives you a zip
            file with your account, your resumes (their data and the original files), your jobs, your tailored
            resumes and your credit history. "Delete my account" deletes your account and all data associated
            with it at once and signs you out everywhere; records of purchases are kept for accounting without
            your personal data. You can also email us at {mail}.
          </p>
        </Section>

        <Section title="Data retention">
          <p>We keep your data until you delete it or ask us to delete your account.</p>
        </Section>

        <Section title="Children">
          <p>
            Tailor is not intended for children under 13, and we do not knowingly collect their information.
          </p>
        </Section>

        <Section title="Contact">
          <p>Questions about this policy? Email us at {mail}.</p>
        </Section>
      </article>
    </div>
  );
}
