import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { startFieldMetrics } from './app/field-metrics';
import { createQueryClient } from './lib/query-client';
import { browserSessionRuntime, createSessionService } from './lib/session/session-service';
import './app/styles.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

// The one session service: sign-in and sign-out navigate inside the single-page app, and
// sign-out clears this query client.
const session = createSessionService({
  queryClient,
  runtime: browserSessionRuntime({ navigate: (to) => void router.navigate(to) }),
});
// Spec §4: the session loads the user (and retries for LMS tokens) before screens need it.
void session.start();

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // A transition: React renders the first page in slices, yielding to the browser between
  // them, instead of one long task (Total Blocking Time on a slow phone, issue #17). The
  // prerendered shell stays on screen meanwhile, so nothing is blank while it works.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} session={session}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// Core Web Vitals from the field, only with analytics consent (a lazy chunk; issue #17).
startFieldMetrics();
