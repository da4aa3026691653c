// GET /api/autoComplete (spec §7, shape §3): suggestions for the search bar's dropdown.
// Shared by every search box (header, home, mobile search view), so it lives below the features.
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { AutoCompleteQuery, AutoCompleteResponse, Holds, SendsOnly } from '../../../contract/wire';
import { autocompleteContext, continuesText, type AutocompleteContext } from '../../domain/search/autocomplete';
import { userCountry } from '../../domain/session/user';
import { apiGet } from './api-client';
import { useOrganisationChoice } from '../session/current-organisation';
import { appLocale } from '../locale/locale';

export type { AutoCompleteResponse };

export interface AutocompleteParams extends AutocompleteContext {
  /** The text as autocompleteText() gives it (a trailing space kept). */
  q: string;
}
/** Checked when compiling: a parameter renamed on one side fails the typecheck. */
export type AutocompleteParamsNameTheApiParameters = Holds<SendsOnly<AutocompleteParams, AutoCompleteQuery>>;

export async function fetchAutocomplete(
  params: AutocompleteParams,
  signal?: AbortSignal,
): Promise<AutoCompleteResponse> {
  return apiGet<AutoCompleteResponse>('/api/autoComplete', { query: { ...params }, signal });
}

export function autocompleteQueryOptions(params: AutocompleteParams, viewerId: string | null = null) {
  return queryOptions({
    // Per viewer, as search results: the server leaves out institutions' own products the
    // caller may not open, so an answer kept from before signing in is not theirs.
    queryKey: ['search', 'autocomplete', params, viewerId ?? 'anonymous'] as const,
    // The signal lets TanStack Query abort the request once the text has moved on.
    queryFn: ({ signal }) => fetchAutocomplete(params, signal),
    // Keep the last answer on screen while the next one loads (no flicker between keys), as
    // long as the text goes on from the one it answered.
    placeholderData: (previous, previousQuery) =>
      previousQuery && continuesText(previousQuery.queryKey[2].q, params.q) ? previous : undefined,
    // Suggestions are worth nothing late: no retries (offline or failing, the dropdown
    // simply stays closed), and they leave the cache (and so its IndexedDB copy) soon.
    retry: false,
    staleTime: 60 * 1000,
    gcTime: 5 * 60 * 1000,
  });
}

/**
 * Suggestions for `text` (null: ask nothing). The caller's token, organisation and country
 * come from the URL and the session (spec §7); the organisation is the current one of spec §4,
 * read without saving or rewriting anything (the search bar is on every page).
 */
export function useAutocomplete(text: string | null, enabled: boolean) {
  const { search } = useLocation();
  const { user, choice } = useOrganisationChoice();
  const organisation = choice.current;
  const context = useMemo(
    () => autocompleteContext({ search, organisation, country: userCountry(user), locale: appLocale }),
    [search, organisation, user],
  );
  return useQuery({
    ...autocompleteQueryOptions({ ...context, q: text ?? '' }, user?.id ?? null),
    enabled: enabled && text !== null,
  });
}
