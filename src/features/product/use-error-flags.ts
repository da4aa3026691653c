// spec §4: a load that fails with a 5xx sets its flag in the internal-error banner; dismissing
// the banner clears all flags, and a flag comes back only with a failure after the dismissal.
import { useState } from 'react';
import { isInternalError } from '../../lib/api/api-client';
import type { ErrorFlag } from './product-banners';

interface LoadState {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

const failedSince = (load: LoadState, since: number) =>
  load.isError && isInternalError(load.error) && load.errorUpdatedAt > since;

/** The flags raised by the given loads, in the order given. */
export function useInternalErrorFlags(loads: Partial<Record<ErrorFlag, LoadState>>) {
  const [dismissedAt, setDismissedAt] = useState(0);
  const flags = (Object.keys(loads) as ErrorFlag[]).filter((flag) => failedSince(loads[flag]!, dismissedAt));
  return { flags, dismiss: () => setDismissedAt(Date.now()) };
}
