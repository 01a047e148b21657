import { PasswordSchema } from '@tailor/core/contracts/auth';
import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useResetPassword } from '@/features/account/api/reset-password';
import { PublicCardPage } from '@/features/account/components/public-card-page';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();
  const id = useId();

  if (reset.isSuccess) return <Navigate to="/" replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = PasswordSchema.safeParse(password);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Password is required');
      return;
    }
    setProblem(null);
    reset.mutate({ token, password });
  }

  return (
    <PublicCardPage
      title="Choose a new password"
      description="Setting a new password signs you out on every other device."
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-2">
          <Label htmlFor={id}>New password</Label>
          <Input
            id={id}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p className="text-xs text-muted-foreground">
            At least 8 characters; common passwords are refused.
          </p>
        </div>
        {(problem ?? reset.error?.message) && (
          <p role="alert" className="text-sm text-destructive">
            {problem ?? reset.error?.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Set new password
        </Button>
      </form>
      <Link
        to="/forgot-password"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Ask for a new link
      </Link>
    </PublicCardPage>
  );
}
