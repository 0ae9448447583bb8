import { assistantMessages, type ChatAction } from '@rela/contracts';
import { undoExpiresAt } from '../../buyer-homes';

const text = assistantMessages;

/** What the Undo button sends: the undo tool's own word. */
export const undoReply = text.actionUndo;

/** `Undo` under a removal's reply, for as long as the removal can be undone. */
export const undoAction = (removedAt: Date): ChatAction => ({
  kind: 'undo',
  label: text.actionUndo,
  reply: undoReply,
  expiresAt: undoExpiresAt(removedAt).toISOString(),
});

/** `Yes` and `No` under a question, for as long as it waits for its answer. */
export const confirmActions = (expiresAt: Date): ChatAction[] => [
  {
    kind: 'confirm',
    label: text.actionYes,
    reply: text.actionYes,
    expiresAt: expiresAt.toISOString(),
  },
  {
    kind: 'cancel',
    label: text.actionNo,
    reply: text.actionNo,
    expiresAt: expiresAt.toISOString(),
  },
];
