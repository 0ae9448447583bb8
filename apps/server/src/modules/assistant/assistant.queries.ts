import type { ChatAction, ChatSender } from '@rela/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { assistantUsers, chatMessages, users } from '../../db/schema';

/** What an assistant request needs to know about its user: still there, same password. */
export const findChatUser = async (db: Db, userId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      status: users.status,
      credentialsVersion: users.credentialsVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

/** Registers a user with the assistant once; `created` says whether this call made the row. */
export const ensureAssistantUser = async (
  db: Db,
  params: { userId: string; userType: string; now: Date },
) => {
  const inserted = await db
    .insert(assistantUsers)
    .values({ userId: params.userId, userType: params.userType, createdAt: params.now })
    .onConflictDoNothing({ target: assistantUsers.userId })
    .returning({ userType: assistantUsers.userType });
  if (inserted[0]) return { created: true, userType: inserted[0].userType };
  const [existing] = await db
    .select({ userType: assistantUsers.userType })
    .from(assistantUsers)
    .where(eq(assistantUsers.userId, params.userId));
  return { created: false, userType: existing?.userType ?? params.userType };
};

export const insertChatMessage = async (
  db: Db,
  params: {
    userId: string;
    sender: ChatSender;
    content: string;
    listingKey?: string | null;
    actions?: ChatAction[] | null;
    createdAt: Date;
  },
  bus: Announcer,
) => {
  const [row] = await db
    .insert(chatMessages)
    .values({
      ...params,
      listingKey: params.listingKey ?? null,
      actions: params.actions?.length ? params.actions : null,
    })
    .returning();
  announce(bus, 'chat', params.userId);
  return row;
};

/** The newest `limit` messages of a user, oldest first. */
export const recentChatMessages = async (db: Db, params: { userId: string; limit: number }) => {
  const rows = await db
    .select({
      id: chatMessages.id,
      sender: chatMessages.sender,
      content: chatMessages.content,
      listingKey: chatMessages.listingKey,
      actions: chatMessages.actions,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, params.userId))
    .orderBy(desc(chatMessages.id))
    .limit(params.limit);
  return rows.reverse();
};

/** The listing the conversation was last about: what "it" means in the next question. */
export const lastListingKey = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ listingKey: chatMessages.listingKey })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), isNotNull(chatMessages.listingKey)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.listingKey ?? null;
};
