import type { AdminUser } from '@tailor/core/contracts/admin';
import { HistoryIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCreatedUsers } from '../created-users';
import { CopyButton } from './copy-button';
import { CreditsCell } from './credits-cell';

export function UsersTable({
  users,
  onShowHistory,
}: {
  users: AdminUser[];
  onShowHistory: (user: AdminUser) => void;
}) {
  const created = useCreatedUsers();
  return (
    <Table>
      <TableHeader>
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
      <TableBody>
        {users.map((user) => {
          const password = created.get(user.id)?.generatedPassword;
          return (
            <TableRow key={user.id} data-testid={`user-row-${user.id}`}>
              <TableCell className="tabular-nums text-muted-foreground">{user.id}</TableCell>
              <TableCell className="font-medium">{user.username ?? '—'}</TableCell>
              <TableCell>
                <span className="inline-flex items-center gap-1">
                  {user.email}
                  <CopyButton
                    text={user.email}
                    label={`Copy email ${user.email}`}
                    toastTitle="Email copied"
                  />
                </span>
              </TableCell>
              <TableCell>
                <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
                  {user.role === 'admin' ? 'Admin' : 'User'}
                </Badge>
              </TableCell>
              <TableCell>
                <CreditsCell key={`${user.id}-${user.credits}`} user={user} />
              </TableCell>
              <TableCell>
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
              </TableCell>
              <TableCell>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Credit history of ${user.email}`}
                  onClick={() => onShowHistory(user)}
                >
                  <HistoryIcon aria-hidden="true" />
                  History
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
