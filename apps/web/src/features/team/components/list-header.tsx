import { useState } from 'react';
import { Button } from '../../../components/button';
import { AddUserDialog, type InviteKind } from './add-user-dialog';

/** The screen's heading and its Add button with the Add user dialog. */
export const ListHeader = ({
  title,
  addLabel,
  kind,
}: {
  title: string;
  addLabel: string;
  kind: InviteKind;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-5 flex items-center justify-between gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <Button onClick={() => setOpen(true)}>{addLabel}</Button>
      <AddUserDialog kind={kind} open={open} onOpenChange={setOpen} />
    </div>
  );
};
