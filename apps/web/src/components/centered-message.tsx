import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A centred icon, heading, text and actions: used by status pages (404, confirmations, coming soon). */
export function CenteredMessage({
  icon: Icon,
  title,
  children,
  actions,
  tone = 'primary',
  fullScreen = false,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'primary' | 'success' | 'muted';
  fullScreen?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center px-4 py-16 text-center',
        fullScreen && 'min-h-screen',
      )}
    >
      <div
        className={cn(
          'mb-5 flex size-16 items-center justify-center rounded-full',
          tone === 'primary' && 'bg-primary-soft text-primary',
          tone === 'success' && 'bg-emerald-50 text-emerald-600',
          tone === 'muted' && 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children && <div className="mt-2 max-w-md text-muted-foreground">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}
