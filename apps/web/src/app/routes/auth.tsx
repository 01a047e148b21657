import { SIGNUP_CREDITS } from '@tailor/core/constants';
import { CheckCircle2Icon, GiftIcon, SparklesIcon } from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FullPageSpinner } from '@/components/ui/spinner';
import { EmailAuthForm } from '@/features/auth/components/email-auth-form';
import { LinkedInError } from '@/features/auth/components/linkedin-error';
import { useUser } from '@/lib/auth';
import { useConfig } from '@/lib/config';
import { isExtensionSignIn } from '@/lib/extension-handoff';
import { homePathFor } from '../route-guards';

function linkedInHref(params: URLSearchParams): string {
  const forward = new URLSearchParams();
  const source = params.get('source');
  const token = params.get('token');
  if (source) forward.set('source', source);
  if (token) forward.set('token', token);
  const query = forward.toString();
  return `/api/auth/linkedin${query ? `?${query}` : ''}`;
}

// lucide-react no longer ships brand marks.
function LinkedInLogo() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

const PERKS = [
  'Tailor your resume to any job posting in about a minute',
  'Capture jobs straight from job boards with the browser extension',
  'Edit, preview and download polished, ATS-friendly PDFs',
];

export function AuthPage() {
  const { user, isLoading } = useUser();
  const config = useConfig();
  const location = useLocation();
  const [params] = useSearchParams();

  if (isLoading) return <FullPageSpinner />;
  // Signing in for the extension ends on /extension/login, which hands the token over.
  if (user) return <Navigate to={isExtensionSignIn() ? '/extension/login' : homePathFor(user)} replace />;

  const features = config.data?.features;
  const initialMode = location.pathname === '/signup' ? 'signup' : 'signin';

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <div className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <div className="mx-auto grid w-full max-w-md gap-6">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md">
              <SparklesIcon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-3xl font-bold tracking-tight">Tailor</h1>
              <p className="text-sm text-muted-foreground">Resumes tailored to every job you apply for</p>
            </div>
          </div>

          <LinkedInError code={params.get('linkedin_error')} />

          {config.isLoading ? (
            <Skeleton className="h-72 w-full rounded-xl" />
          ) : (
            <>
              {features?.enableEmailAuth && <EmailAuthForm key={initialMode} initialMode={initialMode} />}
              {features?.enableLinkedInAuth && (
                <Card>
                  <CardHeader className="pb-4">
                    <CardTitle>{features.enableEmailAuth ? 'Or use LinkedIn' : 'Sign in'}</CardTitle>
                    <CardDescription>
                      Sign in or create an account with your LinkedIn profile.
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <Button asChild className="w-full bg-[#0a66c2] hover:bg-[#0a66c2]/90">
                      <a href={linkedInHref(params)}>
                        <LinkedInLogo />
                        Continue with LinkedIn
                      </a>
                    </Button>
                  </CardContent>
                </Card>
              )}
              {!features?.enableEmailAuth && !features?.enableLinkedInAuth && (
                <Card>
                  <CardContent className="pt-6 text-sm text-muted-foreground">
                    {config.isError
                      ? 'We could not load the sign-in options. Please refresh the page.'
                      : 'Sign-in is currently unavailable. Please try again later.'}
                  </CardContent>
                </Card>
              )}
            </>
          )}

          <p className="text-center text-xs text-muted-foreground">
            By continuing you agree to our{' '}
            <Link
              to="/privacy-policy"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>

      <aside className="relative flex flex-col justify-center overflow-hidden bg-gradient-to-br from-primary via-indigo-600 to-violet-700 px-6 py-12 text-white sm:px-12 lg:py-16">
        <div
          className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl"
          aria-hidden="true"
        />
        <div className="relative grid max-w-md gap-6">
          <span className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <GiftIcon className="size-4" aria-hidden="true" />
            No card required
          </span>
          <h2 className="text-4xl font-bold leading-tight">
            Start with {SIGNUP_CREDITS} free credits on us!
          </h2>
          <p className="text-white/80">One credit tailors one resume for one job. Credits never expire.</p>
          <ul className="grid gap-3">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-start gap-3 text-white/90">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
