import { SUPPORT_EMAIL } from '@tailor/core/constants';
import { BookOpenIcon, BugIcon, ClockIcon, MailIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function HelpPage() {
  return (
    <>
      <PageHeader title="Help & Support" description="We are here to help you get the most out of Tailor." />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <MailIcon className="size-5" aria-hidden="true" />
            </div>
            <CardTitle>Email support</CardTitle>
            <CardDescription>Questions, problems or feedback? Write to us any time.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ClockIcon className="size-4" aria-hidden="true" />
              We typically reply within 24 hours.
            </p>
            <Button asChild className="w-fit">
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <MailIcon aria-hidden="true" />
                {SUPPORT_EMAIL}
              </a>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
              <BugIcon className="size-5" aria-hidden="true" />
            </div>
            <CardTitle>Found a bug?</CardTitle>
            <CardDescription>Tell us what happened and how to reproduce it.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              Send bug reports to{' '}
              <a className="font-medium text-primary hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              . Helpful bug reports may be rewarded with extra credits.
            </p>
          </CardContent>
        </Card>
        <Card className="md:col-span-2">
          <CardHeader>
            <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
              <BookOpenIcon className="size-5" aria-hidden="true" />
            </div>
            <CardTitle className="flex items-center gap-2">
              Help center <Badge variant="secondary">Coming soon</Badge>
            </CardTitle>
            <CardDescription>Guides and answers to common questions are on their way.</CardDescription>
          </CardHeader>
        </Card>
      </div>
    </>
  );
}
