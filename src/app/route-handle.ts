// What a route of the table (routes.tsx) tells the layout and the navigation about itself.
import { createContext, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** What a route's prefetch knows of the address it starts the data for. */
export interface RoutePrefetchArgs {
  params: Readonly<Partial<Record<string, string>>>;
  url: URL;
}

export interface RouteHandle {
  searchBar?: boolean;
  /** The skeleton while the screen's code loads (the layout's Suspense); PageFallback without. */
  Fallback?: ComponentType;
  /**
   * Starts the screen's data when the address is navigated to (never throws). The browser never
   * waits for it; the server's renderer does, when it answers a promise: data it starts only
   * after its code or another answer has come.
   */
  prefetch?: (queryClient: QueryClient, args: RoutePrefetchArgs) => Promise<void> | undefined | void;
}

/** The matched route's handle, for the layout (search bar, fallback). */
export const RouteHandleContext = createContext<RouteHandle>({});
