import { TAILORED_LIST_PAGE_SIZE } from '@tailor/core/constants';
import { FileSearchIcon, Loader2Icon, SearchIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useTailoredResumes } from '../api/get-tailored-resumes';
import { TailoredResumeRow } from './tailored-resume-row';

const LOAD_MORE_DELAY_MS = 500;
const OBSERVER_ROOT_MARGIN = '100px';

function countText(shown: number, total: number, isSearching: boolean): string {
  if (isSearching) return `${shown} of ${total} resumes`;
  return `You have ${total} tailored ${total === 1 ? 'resume' : 'resumes'}`;
}

/** Tailored resumes newest first, searchable by company, revealed 10 at a time as the user scrolls. */
export function TailoredResumeList({ emptyAction }: { emptyAction?: React.ReactNode }) {
  const tailored = useTailoredResumes();
  const [search, setSearch] = useState('');
  const [visibleCount, setVisibleCount] = useState(TAILORED_LIST_PAGE_SIZE);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const all = tailored.data ?? [];
  const query = search.trim().toLowerCase();
  const filtered = useMemo(
    () => (query ? all.filter((item) => item.companyName.toLowerCase().includes(query)) : all),
    [all, query],
  );
  const visible = filtered.slice(0, visibleCount);
  const hasMore = visibleCount < filtered.length;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || isLoadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsLoadingMore(true);
      },
      { rootMargin: OBSERVER_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore]);

  useEffect(() => {
    if (!isLoadingMore) return;
    const timer = setTimeout(() => {
      setVisibleCount((count) => count + TAILORED_LIST_PAGE_SIZE);
      setIsLoadingMore(false);
    }, LOAD_MORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoadingMore]);

  if (tailored.isLoading) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-9 w-full max-w-sm" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }

  if (tailored.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-sm">
        <p className="font-medium text-destructive">Failed to fetch tailored resumes</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => tailored.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  if (all.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <SparklesIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No tailored resumes yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Install the browser extension, open a job posting and press Tailor Resume. You can also tailor a
          resume from your dashboard.
        </p>
        {emptyAction}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full max-w-sm">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              // A new search starts again from the first page.
              setVisibleCount(TAILORED_LIST_PAGE_SIZE);
            }}
            placeholder="Search company..."
            aria-label="Search company"
            className="pl-9"
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {countText(filtered.length, all.length, query.length > 0)}
        </p>
      </div>

      {filtered.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-12 text-center">
          <FileSearchIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No resumes matched your search</p>
          <p className="text-sm text-muted-foreground">Try another company name.</p>
        </div>
      ) : (
        <ul aria-label="Tailored resumes" className="grid gap-3">
          {visible.map((item) => (
            <TailoredResumeRow key={item.id} item={item} />
          ))}
        </ul>
      )}

      {hasMore && (
        <div ref={sentinelRef} className="flex justify-center py-4">
          {isLoadingMore && (
            <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
              Loading more...
            </span>
          )}
        </div>
      )}
      {!hasMore && filtered.length > TAILORED_LIST_PAGE_SIZE && (
        <p className="py-4 text-center text-sm text-muted-foreground">You've reached the end of the list</p>
      )}
    </div>
  );
}
