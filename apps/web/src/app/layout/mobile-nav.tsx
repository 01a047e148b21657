import { CoinsIcon, MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { BOTTOM_NAV, MAIN_NAV, type NavItem } from './nav-items';

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground [&_svg]:size-5 [&_svg]:text-muted-foreground';

function DrawerLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const Icon = item.icon;
  if ('href' in item) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        onClick={onNavigate}
      >
        <Icon aria-hidden="true" />
        {item.label}
      </a>
    );
  }
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) => cn(linkClass, isActive && 'bg-accent text-accent-foreground')}
    >
      <Icon aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

/** Header with a menu button and a left drawer, for screens below md. */
export function MobileNav({ credits }: { credits: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-card/95 px-4 backdrop-blur md:hidden">
      <Link to="/" className="text-lg font-bold tracking-tight text-primary">
        Tailor
      </Link>
      <Sheet open={open} onOpenChange={setOpen}>
        <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setOpen(true)}>
          <MenuIcon />
        </Button>
        <SheetContent>
          <SheetTitle className="text-primary">Tailor</SheetTitle>
          <SheetDescription className="sr-only">Navigation</SheetDescription>
          <Link
            to="/pricing"
            onClick={close}
            className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800 ring-1 ring-amber-200"
          >
            <CoinsIcon className="size-4" aria-hidden="true" />
            {credits} credits
          </Link>
          <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <DrawerLink key={item.label} item={item} onNavigate={close} />
            ))}
          </nav>
          <nav aria-label="Account" className="flex flex-col gap-1 border-t pt-3">
            {BOTTOM_NAV.map((item) => (
              <DrawerLink key={item.label} item={item} onNavigate={close} />
            ))}
          </nav>
        </SheetContent>
      </Sheet>
    </header>
  );
}
