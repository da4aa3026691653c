// Whether the device is online, as TanStack Query's onlineManager sees it (the browser's
// online/offline events): screens use the same view of the network as the queries do.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
