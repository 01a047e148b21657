import { ForgotPasswordRequestSchema } from '@tailor/core/contracts/account';
import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useForgotPassword } from '@/features/account/api/forgot-password';
import { PublicCardPage } from '@/features/account/components/public-card-page';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ForgotPasswordRequestSchema.safeParse({ email });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setProblem(null);
    forgot.mutate(checked.data);
  }

  return (
    <PublicCardPage
      title="Forgot your password?"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <p role="status" className="text-sm">
          {forgot.data.message}
        </p>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={id}>Email</Label>
            <Input
              id={id}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {(problem ?? forgot.error?.message) && (
            <p role="alert" className="text-sm text-destructive">
              {problem ?? forgot.error?.message}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Send reset link
          </Button>
        </form>
      )}
      <Link to="/auth" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </PublicCardPage>
  );
}
