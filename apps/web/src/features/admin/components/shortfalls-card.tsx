import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useShortfalls } from '../api/get-shortfalls';

/** Refunded or disputed purchases whose credits were already spent (decision 065). Hidden while there are none. */
export function ShortfallsCard() {
  const shortfalls = useShortfalls();
  const rows = shortfalls.data?.shortfalls ?? [];
  if (rows.length === 0) return null;
  return (
    <Card data-testid="shortfalls">
      <CardHeader className="pb-3">
        <CardTitle>Unrecovered credits</CardTitle>
        <CardDescription>
          Refunded or disputed purchases whose credits had already been spent, so they could not all be taken
          back.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>User</TableHead>
              <TableHead>Why</TableHead>
              <TableHead className="text-right">Bought</TableHead>
              <TableHead className="text-right">Taken back</TableHead>
              <TableHead className="text-right">Not recovered</TableHead>
              <TableHead>Updated</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.paymentIntent}>
                <TableCell className="break-all">{row.email ?? 'Deleted account'}</TableCell>
                <TableCell>{row.disputed ? 'Dispute' : 'Refund'}</TableCell>
                <TableCell className="text-right">{row.credits}</TableCell>
                <TableCell className="text-right">{row.reversedCredits}</TableCell>
                <TableCell className="text-right font-semibold text-destructive">
                  {row.shortfallCredits}
                </TableCell>
                <TableCell>{formatDateTime(row.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
