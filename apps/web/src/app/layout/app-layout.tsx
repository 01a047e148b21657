import { Outlet } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { SmallScreenOverlay } from './small-screen-overlay';

/** Frame of every signed-in screen. Rendered inside ProtectedRoute, so the user exists. */
export function AppLayout() {
  const { user } = useUser();
  const credits = user?.credits ?? 0;
  return (
    <div className="min-h-screen">
      <Sidebar credits={credits} />
      <MobileNav credits={credits} />
      <main className="md:pl-20">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-10 lg:px-10">
          <Outlet />
        </div>
      </main>
      <SmallScreenOverlay />
    </div>
  );
}
