import { DELETE_ACCOUNT_CONFIRMATION } from '@tailor/core/contracts/account';
import { DownloadIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

export function YourDataCard() {
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const id = useId();
  const confirmed = typed === DELETE_ACCOUNT_CONFIRMATION;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download everything Tailor holds about you, or delete your account and all its data.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          Download my data
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            setTyped('');
            setOpen(true);
          }}
        >
          <Trash2Icon aria-hidden="true" />
          Delete my account
        </Button>
      </CardContent>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete my account</AlertDialogTitle>
            <AlertDialogDescription>
              This deletes your account, resumes, jobs, tailored resumes and remaining credits, and signs you
              out everywhere. It cannot be undone. Purchase records are kept for accounting without your
              personal data.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>Type {DELETE_ACCOUNT_CONFIRMATION} to confirm</Label>
            <Input id={id} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={!confirmed || remove.isPending}
              onClick={() => remove.mutate({ confirmation: DELETE_ACCOUNT_CONFIRMATION })}
            >
              {remove.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Delete my account
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
