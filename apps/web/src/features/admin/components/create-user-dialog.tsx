import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useCreateUser } from '../api/create-user';

/** Email only: the server generates the password (doc 2 §2). */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const createUser = useCreateUser();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setEmail('');
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Create User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!email.trim()) {
              toast({
                title: 'Email required',
                description: 'Please enter an email address for the new user.',
                variant: 'destructive',
              });
              return;
            }
            createUser.mutate(email.trim(), {
              onSuccess: () => {
                setOpen(false);
                setEmail('');
              },
            });
          }}
        >
          <DialogHeader>
            <DialogTitle>Create User</DialogTitle>
            <DialogDescription>
              A strong password is generated for the new user. It is shown once, in the table.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-user-email">Email</Label>
            <Input
              id="new-user-email"
              type="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={createUser.isPending}>
              {createUser.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
