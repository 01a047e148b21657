import { MAX_RESUMES_PER_USER } from '@tailor/core/constants';
import { PlusIcon } from 'lucide-react';

export function AddResumeTile({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-card/50 p-5 text-center transition-colors hover:border-primary/60 hover:bg-primary-soft/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
        <PlusIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="font-semibold">Add New Resume</span>
      <span className="text-sm text-muted-foreground">Upload PDF or Word files</span>
      <span className="text-xs text-muted-foreground">Max {MAX_RESUMES_PER_USER} resumes allowed</span>
    </button>
  );
}
