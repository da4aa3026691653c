import { describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { searchQueryOptions, type SearchResponse } from '../../src/features/search/api/search';
import type { SearchRequest } from '../../src/domain/search/search-filters';
import { testQueryClient } from './test-utils';

const answer = (title: string) => ({ count: 1, searchResults: [{ title }] }) as unknown as SearchResponse;

/** What an observer on `from` shows once moved to `to`, whose own answer has not come yet. */
function shownAfterMove(
  from: [SearchRequest, string | null],
  to: [SearchRequest, string | null],
): { data: SearchResponse | undefined; placeholder: boolean } {
  const client = testQueryClient();
  const first = searchQueryOptions(...from);
  client.setQueryData(first.queryKey, answer('drawn for the first'));
  const observer = new QueryObserver(client, { ...first, staleTime: Infinity });
  const stop = observer.subscribe(() => {});
  observer.setOptions({ ...searchQueryOptions(...to), queryFn: () => new Promise<SearchResponse>(() => {}) });
  const { data, isPlaceholderData } = observer.getCurrentResult();
  stop();
  return { data, placeholder: isPlaceholderData };
}

describe('search results while the next answer loads', () => {
  it("keeps the page's anonymous results when a signed-in visitor's session arrives (their own replace them)", () => {
    const everyone: SearchRequest = { type: 'all', q: 'biology', limit: 24, offset: 0 };
    const student: SearchRequest = { ...everyone, institution: 'ORG-US-HE-001' };
    expect(shownAfterMove([everyone, null], [student, 'user-1'])).toEqual({
      data: answer('drawn for the first'),
      placeholder: true,
    });
  });

  it("does not keep a signed-in visitor's results once they have signed out", () => {
    const request: SearchRequest = { type: 'all', q: 'biology', limit: 24, offset: 0 };
    expect(shownAfterMove([request, 'user-1'], [request, null])).toEqual({ data: undefined, placeholder: false });
  });

  it('keeps the previous page of the same search, not another search', () => {
    const page1: SearchRequest = { type: 'all', q: 'biology', limit: 24, offset: 0 };
    expect(shownAfterMove([page1, null], [{ ...page1, offset: 24 }, null]).placeholder).toBe(true);
    expect(shownAfterMove([page1, null], [{ ...page1, q: 'chemistry' }, null])).toEqual({
      data: undefined,
      placeholder: false,
    });
  });
});
