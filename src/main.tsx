import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { startSession } from './lib/session/session';
import './app/styles.css';

// Spec §4: the session loads the user (and retries for LMS tokens) before screens need it.
void startSession();

const router = createBrowserRouter(routes);

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
