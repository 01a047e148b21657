import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';

export type AuthMode = 'signin' | 'signup';

/** Email + password card with a sign-in / sign-up switch. Redirects are the page's job (it watches the user). */
export function EmailAuthForm({ initialMode = 'signin' }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const login = useLogin();
  const register = useRegister();
  const isPending = login.isPending || register.isPending;
  const ids = { email: useId(), password: useId(), username: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email || !password || isPending) return;
    if (mode === 'signin') {
      login.mutate({ email, password });
    } else {
      const name = username.trim();
      register.mutate({ email, password, ...(name ? { username: name } : {}) });
    }
  }

  const isSignUp = mode === 'signup';
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{isSignUp ? 'Create your account' : 'Welcome back'}</CardTitle>
        <CardDescription>
          {isSignUp ? 'Sign up with your email and a password.' : 'Sign in with your email and password.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Tabs value={mode} onValueChange={(value) => setMode(value as AuthMode)}>
          <TabsList aria-label="Choose sign in or sign up">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
        </Tabs>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {isSignUp && (
            <div className="grid gap-2">
              <Label htmlFor={ids.username}>
                Username <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id={ids.username}
                aria-label="Username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor={ids.email}>Email</Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={ids.password}>Password</Label>
              {!isSignUp && (
                <Link
                  to="/forgot-password"
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Forgot password?
                </Link>
              )}
            </div>
            <Input
              id={ids.password}
              type="password"
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {isSignUp && (
              <p className="text-xs text-muted-foreground">
                At least 8 characters; common passwords are refused.
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={isPending}>
            {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isSignUp ? 'Create Account' : 'Sign In'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
