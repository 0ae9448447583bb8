import { Navigate } from 'react-router';
import { activityMessages } from '@rela/contracts';
import { ActivityCounts, ActivityFeed } from '../features/activity';
import { NotesInbox } from '../features/notes';
import { useAccountInfo } from '../lib/account-info';

/**
 * `/activity`: a realtor's unread notes and their buyers' timeline; a team lead's and an owner's
 * counts only (ADR 033). A buyer has no such page: their /home.
 */
export const ActivityRoute = () => {
  const { data: profile } = useAccountInfo();
  if (!profile) return null;
  if (profile.role === 'buyer') return <Navigate to="/home" replace />;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{activityMessages.title}</h1>
      {profile.role === 'realtor' ? (
        <>
          <NotesInbox />
          <ActivityFeed />
        </>
      ) : (
        <ActivityCounts />
      )}
    </div>
  );
};
