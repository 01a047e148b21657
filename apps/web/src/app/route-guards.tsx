import type { User } from '@tailor/core/contracts/auth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';

export function homePathFor(user: User): string {
  return user.role === 'admin' ? '/admin' : '/';
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}

export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return children;
}
