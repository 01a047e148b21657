import type { AdminUser } from '@tailor/core/contracts/admin';
import { HistoryIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { useCreatedUsers } from '../created-users';
import { CopyButton } from './copy-button';
import { CreditsCell } from './credits-cell';

/** A table cell that, stacked on a small screen, shows its column's name before the value. */
function Cell({ label, className, ...props }: React.ComponentProps<typeof TableCell> & { label: string }) {
  return (
    <TableCell
      data-label={label}
      className={cn(
        'max-lg:flex max-lg:min-w-0 max-lg:flex-wrap max-lg:items-center max-lg:gap-x-2 max-lg:p-0',
        'max-lg:before:w-36 max-lg:before:shrink-0 max-lg:before:text-xs max-lg:before:font-semibold',
        'max-lg:before:uppercase max-lg:before:text-muted-foreground max-lg:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}

export function UsersTable({
  users,
  onShowHistory,
}: {
  users: AdminUser[];
  onShowHistory: (user: AdminUser) => void;
}) {
  const created = useCreatedUsers();
  return (
    // Below `lg` the rows stack into cards (one labelled line per field): the page never scrolls sideways
    // and every button stays on screen.
    <Table className="max-lg:block" containerClassName="max-lg:overflow-visible">
      <TableHeader className="max-lg:sr-only">
        <TableRow>
          <TableHead>ID</TableHead>
          <TableHead>Username</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Credits</TableHead>
          <TableHead>Generated Password</TableHead>
          <TableHead>
            <span className="sr-only">History</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-lg:grid max-lg:gap-3">
        {users.map((user) => {
          const password = created.get(user.id)?.generatedPassword;
          return (
            <TableRow
              key={user.id}
              data-testid={`user-row-${user.id}`}
              className="max-lg:grid max-lg:gap-1 max-lg:rounded-lg max-lg:border! max-lg:p-3"
            >
              <Cell label="ID" className="tabular-nums text-muted-foreground">
                {user.id}
              </Cell>
              <Cell label="Username" className="font-medium">
                {user.username ?? '—'}
              </Cell>
              <Cell label="Email">
                <span className="inline-flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
                  {user.email}
                  <CopyButton
                    text={user.email}
                    label={`Copy email ${user.email}`}
                    toastTitle="Email copied"
                  />
                </span>
              </Cell>
              <Cell label="Role">
                <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
                  {user.role === 'admin' ? 'Admin' : 'User'}
                </Badge>
              </Cell>
              <Cell label="Credits">
                <CreditsCell key={`${user.id}-${user.credits}`} user={user} />
              </Cell>
              <Cell label="Generated Password">
                {password ? (
                  <span className="inline-flex items-center gap-1">
                    <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{password}</code>
                    <CopyButton
                      text={password}
                      label={`Copy password of ${user.email}`}
                      toastTitle="Password copied"
                    />
                  </span>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </Cell>
              <Cell label="">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Credit history of ${user.email}`}
                  onClick={() => onShowHistory(user)}
                >
                  <HistoryIcon aria-hidden="true" />
                  History
                </Button>
              </Cell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
