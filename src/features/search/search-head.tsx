// The results page's heading (spec §2: 'Results for "…"'), the institution picker and the
// "showing results for" line of a corrected query.
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { messages } from '../../lib/messages/messages';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
import { NARROW_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { institutionHref } from '../../domain/search/search-filters';
import { isHigherEdClassification } from '../../domain/session/roles';
import { pickerNameMax } from '../../domain/session/institution-label';
import { addInstitutionHref, InstitutionPicker, institutionPickerMode } from '../../ui/institution-picker';
import type { SearchState } from './use-search-state';

const t = messages.search;

interface SearchHeadProps {
  state: SearchState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onNavigate: (href: string) => void;
}

export function SearchHead({ state, headingRef, onNavigate }: SearchHeadProps) {
  const { user, organisation, organisations, choice, search, selection, shown, correctedQuery, url } = state;
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const { pathname } = useLocation();
  const returnUrl = `${window.location.origin}${pathname}${search}`;
  const pickerShown =
    institutionPickerMode({
      signedIn: user !== null,
      organisationCount: organisations.length,
      readOnly: choice.readOnly,
    }) !== 'none';
  return (
    <>
      <div className="search-page__head">
        <h1 ref={headingRef} className="page__title search-page__title" tabIndex={-1}>
          {shown ? `${t.resultsFor} ${t.quoted(shown)}` : t.resultsNothing}
        </h1>
        {pickerShown && (
          <InstitutionPicker
            className="search-page__institution"
            label={t.institution}
            organisations={organisations}
            currentOrgId={organisation?.orgId ?? null}
            readOnly={choice.readOnly ? organisation : null}
            nameMax={pickerNameMax({ lmsFlow: choice.readOnly, narrow: isNarrow })}
            addInstitutionHref={
              user ? addInstitutionHref(environmentAddresses(appConfig.env).accountSettings, returnUrl) : null
            }
            onChange={(orgId) => {
              const org = organisations.find((o) => o.orgId === orgId);
              const higherEd = isHigherEdClassification(org?.classification);
              onNavigate(institutionHref(search, orgId, higherEd, selection.type));
            }}
          />
        )}
      </div>
      {correctedQuery && (
        <p className="search-page__corrected">
          {t.showingResultsFor} <strong>{t.quoted(correctedQuery)}</strong>. {t.noResultsForTyped(url.q)}
        </p>
      )}
    </>
  );
}
