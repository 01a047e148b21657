import { ADMIN_USERS_PAGE_SIZE } from '@tailor/core/constants';
import type { AdminUser } from '@tailor/core/contracts/admin';
import { AlertTriangleIcon, LogOutIcon, SearchIcon, ShieldIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminUsers } from '@/features/admin/api/get-users';
import { AdminPagination } from '@/features/admin/components/admin-pagination';
import { CreateUserDialog } from '@/features/admin/components/create-user-dialog';
import { CreditHistorySheet } from '@/features/admin/components/credit-history-sheet';
import { ShortfallsCard } from '@/features/admin/components/shortfalls-card';
import { UsersTable } from '@/features/admin/components/users-table';
import { showingText } from '@/features/admin/pagination';

const SEARCH_DEBOUNCE_MS = 300;

export function AdminPage() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [historyUser, setHistoryUser] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ page, search });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const total = users.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));

  return (
    <div className="min-h-screen bg-background">
      <header className="flex h-16 items-center justify-between border-b bg-card px-6">
        <span className="flex items-center gap-2 text-lg font-bold">
          <ShieldIcon className="size-5 text-primary" aria-hidden="true" />
          Tailor Admin
        </span>
        <Button asChild variant="outline" size="sm">
          <Link to="/logout">
            <LogOutIcon aria-hidden="true" />
            Log Out
          </Link>
        </Button>
      </header>

      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
            <p className="mt-1 text-muted-foreground">Manage users and their credits</p>
          </div>
          <CreateUserDialog />
        </div>

        {users.isError ? (
          <Card className="border-destructive/40">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-destructive">
                <AlertTriangleIcon className="size-5" aria-hidden="true" />
                Failed to fetch users
              </CardTitle>
              <CardDescription>{users.error.message}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" onClick={() => users.refetch()}>
                Try Again
              </Button>
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader className="pb-3">
              <div className="relative max-w-sm">
                <SearchIcon
                  className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  type="search"
                  aria-label="Search users"
                  placeholder="Search users by email or username..."
                  className="pl-9"
                  value={searchInput}
                  onChange={(event) => setSearchInput(event.target.value)}
                />
              </div>
            </CardHeader>
            <CardContent>
              {users.isLoading ? (
                <div className="grid gap-2">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Skeleton key={i} className="h-10 w-full" />
                  ))}
                </div>
              ) : users.data && users.data.users.length > 0 ? (
                <UsersTable users={users.data.users} onShowHistory={setHistoryUser} />
              ) : (
                <p className="py-12 text-center text-muted-foreground">
                  {search ? 'No users match your search criteria' : 'No users found'}
                </p>
              )}
              {users.data && (
                <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
                  <p className="text-sm text-muted-foreground">
                    {showingText({
                      page,
                      pageSize: ADMIN_USERS_PAGE_SIZE,
                      shown: users.data.users.length,
                      total,
                    })}
                  </p>
                  <AdminPagination page={page} totalPages={totalPages} onPage={setPage} />
                </div>
              )}
            </CardContent>
          </Card>
        )}
        <ShortfallsCard />
      </main>
      <CreditHistorySheet user={historyUser} onClose={() => setHistoryUser(null)} />
    </div>
  );
}
