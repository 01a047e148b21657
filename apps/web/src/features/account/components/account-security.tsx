import { ChangePasswordRequestSchema } from '@tailor/core/contracts/account';
import { CheckCircle2Icon, Loader2Icon, MailWarningIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useChangePassword } from '../api/change-password';
import { useAccount } from '../api/get-account';
import { useResendVerification } from '../api/resend-verification';

export function EmailCard() {
  const account = useAccount();
  const resend = useResendVerification();
  const data = account.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <CardDescription>Where we send sign-in links and password resets.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!data ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-medium break-all">{data.email}</span>
              {data.emailVerified ? (
                <Badge variant="secondary" data-testid="email-state">
                  <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
                  Verified
                </Badge>
              ) : (
                <Badge variant="outline" data-testid="email-state">
                  <MailWarningIcon className="size-3.5" aria-hidden="true" />
                  Not verified
                </Badge>
              )}
            </div>
            {!data.emailVerified && (
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                <p>We sent a link to this address. Open it to confirm the email is yours.</p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate()}
                >
                  {resend.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                  Resend
                </Button>
              </div>
            )}
            {data.linkedIn && <p className="text-sm text-muted-foreground">LinkedIn sign-in is linked.</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function PasswordCard() {
  const account = useAccount();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { current: useId(), next: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ChangePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setProblem(null);
    change.mutate(checked.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing your password signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        {account.data && !account.data.hasPassword ? (
          <p className="text-sm text-muted-foreground">
            This account has no password. To set one, use{' '}
            <Link to="/forgot-password" className="font-medium text-primary hover:underline">
              Forgot password?
            </Link>{' '}
            and follow the link we email you.
          </p>
        ) : (
          <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={ids.current}>Current password</Label>
              <Input
                id={ids.current}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.next}>New password</Label>
              <Input
                id={ids.next}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
              />
              <p className="text-xs text-muted-foreground">
                At least 8 characters; common passwords are refused.
              </p>
            </div>
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
            <Button type="submit" className="w-fit" disabled={change.isPending}>
              {change.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Change password
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
