// Where components find the session service: the app's entry creates it once (with the query
// client and the router's navigate) and the providers hand it down.
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionService } from './session-service';

const SessionServiceContext = createContext<SessionService | null>(null);

export function SessionServiceProvider({ service, children }: { service: SessionService; children: ReactNode }) {
  return <SessionServiceContext.Provider value={service}>{children}</SessionServiceContext.Provider>;
}

export function useSessionService(): SessionService {
  const service = useContext(SessionServiceContext);
  if (!service) throw new Error('no SessionServiceProvider');
  return service;
}
