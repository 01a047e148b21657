import { AlertTriangleIcon } from 'lucide-react';

/** What the LinkedIn callback's `linkedin_error` means to the person (apps/server linkedin-routes.ts). */
const LINKEDIN_ERRORS: Record<string, string> = {
  state: 'Your LinkedIn sign-in expired or was started in another window. Please try again.',
  denied: 'LinkedIn sign-in was cancelled.',
  unverified: 'Your LinkedIn email address is not verified. Verify it on LinkedIn, then try again.',
  failed: 'LinkedIn sign-in failed. Please try again.',
  unavailable: 'LinkedIn could not be reached. Please try again in a moment.',
  password: 'This is an admin account: sign in with its email and password.',
};

export function LinkedInError({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{LINKEDIN_ERRORS[code] ?? LINKEDIN_ERRORS.failed}</p>
    </div>
  );
}
