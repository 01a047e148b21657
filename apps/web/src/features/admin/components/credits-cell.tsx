import { ADMIN_CREDIT_STEP, MAX_ADMIN_CREDITS } from '@tailor/core/constants';
import type { AdminUser } from '@tailor/core/contracts/admin';
import { CheckIcon, MinusIcon, PencilIcon, PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSetCredits } from '../api/set-credits';

/** Doc 2 §5: only whole numbers of 0 or more. */
function parseCredits(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= MAX_ADMIN_CREDITS ? value : null;
}

/** A balance with inline edit (save/cancel) and ±5 steps; minus is disabled at 0 and floors at 0. */
export function CreditsCell({ user }: { user: AdminUser }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(String(user.credits));
  const setCredits = useSetCredits();
  const label = user.username ?? user.email;
  const parsed = parseCredits(draft);

  const save = (credits: number) =>
    setCredits.mutate({ userId: user.id, credits, label }, { onSuccess: () => setEditing(false) });

  if (editing) {
    return (
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed !== null) save(parsed);
        }}
      >
        <Input
          aria-label={`Credits for ${user.email}`}
          inputMode="numeric"
          className="h-8 w-24"
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
          aria-invalid={parsed === null}
        />
        <Button
          type="submit"
          size="icon"
          className="size-8"
          aria-label="Save credits"
          disabled={parsed === null || setCredits.isPending}
        >
          <CheckIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Cancel"
          onClick={() => setEditing(false)}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </form>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="size-7"
        aria-label={`Remove ${ADMIN_CREDIT_STEP} credits from ${user.email}`}
        disabled={user.credits === 0 || setCredits.isPending}
        onClick={() => save(Math.max(0, user.credits - ADMIN_CREDIT_STEP))}
      >
        <MinusIcon className="size-3.5" aria-hidden="true" />
      </Button>
      <span className="min-w-10 text-center font-semibold tabular-nums" data-testid={`credits-${user.id}`}>
        {user.credits}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-7"
        aria-label={`Add ${ADMIN_CREDIT_STEP} credits to ${user.email}`}
        disabled={user.credits + ADMIN_CREDIT_STEP > MAX_ADMIN_CREDITS || setCredits.isPending}
        onClick={() => save(user.credits + ADMIN_CREDIT_STEP)}
      >
        <PlusIcon className="size-3.5" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Edit credits of ${user.email}`}
        onClick={() => {
          setDraft(String(user.credits));
          setEditing(true);
        }}
      >
        <PencilIcon className="size-3.5" aria-hidden="true" />
      </Button>
    </div>
  );
}
