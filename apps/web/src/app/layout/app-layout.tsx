import { Outlet, ScrollRestoration } from 'react-router';
import { useUser } from '@/lib/auth';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { SmallScreenOverlay } from './small-screen-overlay';

/** Frame of every signed-in screen. Rendered inside ProtectedRoute, so the user exists. */
export function AppLayout() {
  const { user } = useUser();
  const credits = user?.credits ?? 0;
  return (
    // A flex row from md up: the sidebar column stretches to the page's full height, however long.
    <div className="min-h-screen md:flex">
      <Sidebar credits={credits} />
      <MobileNav credits={credits} />
      <main className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-10 lg:px-10">
          <Outlet />
        </div>
      </main>
      <SmallScreenOverlay />
      {/* A new screen opens at its top (the header and its actions in view); Back returns to where it was. */}
      <ScrollRestoration />
    </div>
  );
}
