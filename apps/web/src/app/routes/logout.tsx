import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/auth/api/logout';

export function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);
  const { mutate } = logout;

  useEffect(() => {
    // Strict mode runs effects twice in development; log out once.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4">
      <Spinner className="size-8" />
      <p className="text-lg font-medium">Logging out...</p>
    </div>
  );
}
