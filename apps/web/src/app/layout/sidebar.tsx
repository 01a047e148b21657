import { CoinsIcon, SparklesIcon } from 'lucide-react';
import type * as React from 'react';
import { Link, useMatch } from 'react-router';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { BOTTOM_NAV, creditsLabel, MAIN_NAV, type NavItem } from './nav-items';

const SIDEBAR_TOOLTIP_DELAY_MS = 200;

const itemClass =
  'flex size-11 items-center justify-center rounded-lg text-sidebar-foreground/80 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white/60 focus-visible:outline-none [&_svg]:size-5';

function InternalLink({
  item,
  to,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'to'> & { item: NavItem; to: string }) {
  // Tooltip triggers merge className as a string, so NavLink's className function cannot be used here.
  const isActive = useMatch({ path: to, end: true }) !== null;
  const Icon = item.icon;
  return (
    <Link
      {...props}
      to={to}
      aria-label={item.label}
      aria-current={isActive ? 'page' : undefined}
      className={cn(itemClass, isActive && 'bg-white/15 text-white', className)}
    >
      <Icon aria-hidden="true" />
    </Link>
  );
}

function SidebarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {'href' in item ? (
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.label}
            className={itemClass}
          >
            <Icon aria-hidden="true" />
          </a>
        ) : (
          <InternalLink item={item} to={item.to} />
        )}
      </TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}

export function Sidebar({ credits }: { credits: number }) {
  return (
    <TooltipProvider delayDuration={SIDEBAR_TOOLTIP_DELAY_MS} skipDelayDuration={300}>
      {/* The dark column spans the whole page; the icons inside stay in view while the page scrolls. */}
      <div className="hidden w-20 shrink-0 bg-sidebar md:block" data-testid="sidebar">
        <aside className="sticky top-0 z-40 flex h-screen flex-col items-center py-5">
          <Link
            to="/"
            aria-label="Tailor home"
            className="mb-5 flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md"
          >
            <SparklesIcon className="size-5" aria-hidden="true" />
          </Link>
          <Tooltip>
            <TooltipTrigger asChild>
              <Link
                to="/pricing"
                aria-label={creditsLabel(credits)}
                data-testid="credit-pill"
                className="mb-6 flex min-w-14 items-center justify-center gap-1 rounded-full bg-amber-400/15 px-2.5 py-1 text-sm font-semibold text-amber-300 ring-1 ring-amber-300/30 transition-colors hover:bg-amber-400/25 focus-visible:ring-2 focus-visible:ring-amber-200 focus-visible:outline-none"
              >
                <CoinsIcon className="size-4" aria-hidden="true" />
                <span>{credits}</span>
              </Link>
            </TooltipTrigger>
            <TooltipContent side="right">Click to buy more credits</TooltipContent>
          </Tooltip>
          <nav aria-label="Main" className="flex flex-1 flex-col items-center gap-2">
            {MAIN_NAV.map((item) => (
              <SidebarLink key={item.label} item={item} />
            ))}
          </nav>
          <nav aria-label="Account" className="flex flex-col items-center gap-2">
            {BOTTOM_NAV.map((item) => (
              <SidebarLink key={item.label} item={item} />
            ))}
          </nav>
        </aside>
      </div>
    </TooltipProvider>
  );
}
