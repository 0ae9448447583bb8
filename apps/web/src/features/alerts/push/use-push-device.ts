import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../../../lib/push-device';
import { pushDevicesQueryKey } from './push-api';

/**
 * Push on this device: its state ('checking' until the browser has said), and turning it on
 * (the permission asked only then) or off. The device list is asked again after either.
 */
export const usePushDevice = () => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const refreshList = () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey });

  useEffect(() => {
    let live = true;
    void readPushState().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useMutation({
    mutationFn: turnPushOn,
    onSuccess: (answer) => setState(answer === 'blocked' ? 'blocked' : 'on'),
    onSettled: refreshList,
  });
  const turnOff = useMutation({
    mutationFn: turnPushOff,
    onSuccess: () => setState('off'),
    onSettled: refreshList,
  });
  /** This device was removed from the list: push is off here. */
  const markOff = () => setState('off');
  return { state, turnOn, turnOff, markOff };
};
