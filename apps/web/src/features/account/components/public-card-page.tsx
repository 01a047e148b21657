import { SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A page outside the app frame with one card (forgot password, reset password, verify email). */
export function PublicCardPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-background px-4 py-12">
      <div className="grid w-full max-w-md gap-6">
        <Link to="/auth" className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md">
            <SparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <span className="text-2xl font-bold tracking-tight">Tailor</span>
        </Link>
        <Card>
          <CardHeader className="pb-4">
            <CardTitle>{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
