import { ChevronDownIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** A collapsible form section; its trigger is named by the title, its switch "Show {title} section". */
export function EditorSection({
  title,
  visible,
  onVisibleChange,
  visibilityLabel,
  children,
}: {
  title: string;
  visible?: boolean;
  onVisibleChange?: (on: boolean) => void;
  /** Name of the section switch; defaults to "Show {title} section". */
  visibilityLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <Collapsible defaultOpen className="rounded-xl border bg-card shadow-xs">
      <div className="flex items-center gap-3 px-4 py-3">
        <CollapsibleTrigger className="group flex flex-1 items-center gap-2 rounded-md text-left font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <ChevronDownIcon
            className="size-4 shrink-0 transition-transform group-data-[state=closed]:-rotate-90"
            aria-hidden="true"
          />
          {title}
        </CollapsibleTrigger>
        {onVisibleChange && (
          <VisibilitySwitch
            label={visibilityLabel ?? `Show ${title} section`}
            checked={visible ?? true}
            onCheckedChange={onVisibleChange}
          />
        )}
      </div>
      <CollapsibleContent className={cn('grid gap-4 border-t px-4 py-4', visible === false && 'opacity-60')}>
        {children}
      </CollapsibleContent>
    </Collapsible>
  );
}

export function VisibilitySwitch({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  return <Switch aria-label={label} title={label} checked={checked} onCheckedChange={onCheckedChange} />;
}

/**
 * A labelled input. `context` ("experience 1") is read by screen readers only, so the many "Dates" fields
 * each have a distinct accessible name while the visible label stays short.
 */
export function Field({
  label,
  context,
  value,
  onValueChange,
  type = 'text',
  placeholder,
  multiline,
  wrap,
  className,
  hidden,
}: {
  label: string;
  context?: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  multiline?: boolean;
  /**
   * One line of text that wraps and grows instead of scrolling out of sight (long titles and company names):
   * Enter adds no line break.
   */
  wrap?: boolean;
  className?: string;
  /** Hidden from the resume by a visibility switch: dimmed here, still editable. */
  hidden?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', hidden && 'opacity-60', className)}>
      <Label htmlFor={id}>
        {label}
        {context && <span className="sr-only"> ({context})</span>}
      </Label>
      {wrap ? (
        <Textarea
          id={id}
          rows={1}
          className="min-h-9 resize-none py-1.5"
          value={value}
          placeholder={placeholder}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => onValueChange(event.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
        />
      ) : multiline ? (
        <Textarea
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <Input
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </div>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="text-muted-foreground hover:text-destructive"
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

export function AddButton({
  label,
  children,
  onClick,
}: {
  label?: string;
  children: string;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={onClick} className="justify-self-start">
      <PlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}

/** A bullet line: switch, text, delete. */
export function BulletRow({
  index,
  owner,
  context,
  value,
  visible,
  onValueChange,
  onVisibleChange,
  onDelete,
}: {
  index: number;
  /** Display name of the entry, for the switch and delete names ("bullet 2 of Senior Engineer"). */
  owner: string;
  /** Stable position of the entry, for the input name ("Bullet 2 (experience 1)"). */
  context: string;
  value: string;
  visible: boolean;
  onValueChange: (value: string) => void;
  onVisibleChange: (on: boolean) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const n = index + 1;
  return (
    <li className={cn('flex items-start gap-2', !visible && 'opacity-60')}>
      <div className="pt-2">
        <VisibilitySwitch
          label={`Show bullet ${n} of ${owner}`}
          checked={visible}
          onCheckedChange={onVisibleChange}
        />
      </div>
      <Label htmlFor={id} className="sr-only">
        Bullet {n} ({context})
      </Label>
      <Textarea
        id={id}
        value={value}
        rows={2}
        className="min-h-16 flex-1"
        onChange={(event) => onValueChange(event.target.value)}
      />
      <DeleteButton label={`Delete bullet ${n} of ${owner}`} onClick={onDelete} />
    </li>
  );
}
