import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  assistantLogin,
  assistantLogout,
  fetchChatUpdate,
  hasChatToken,
  isAssistantError,
  sendChatMessage,
} from '../../../lib/assistant-client';
import { createChatController, type ChatApi, type ChatSnapshot } from '../model/chat-controller';
import type { BotReplyListener } from '../model/chat-message';

/** The browser's assistant calls, as the controller sees them. */
export const assistantApi: ChatApi = {
  login: () => assistantLogin(),
  logout: assistantLogout,
  hasToken: hasChatToken,
  send: sendChatMessage,
  update: fetchChatUpdate,
  kindOf: (error) => (isAssistantError(error) ? error.kind : 'network'),
};

export type ChatView = ChatSnapshot & {
  send: (text: string) => void;
  retry: () => void;
};

/**
 * One chat machine for the panel's lifetime, reading and sending through the app's query client:
 * it connects on mount and stops (its timers and calls with it) on unmount.
 */
export const useChat = ({
  api = assistantApi,
  onBotReply,
}: {
  api?: ChatApi;
  onBotReply?: BotReplyListener;
}): ChatView => {
  const queryClient = useQueryClient();
  const [controller] = useState(() => createChatController({ api, queryClient }));
  useEffect(() => {
    controller.onBotReply(onBotReply ?? null);
  }, [controller, onBotReply]);
  useEffect(() => {
    controller.start();
    return controller.stop;
  }, [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { ...snapshot, send: controller.send, retry: controller.retry };
};
