// The institution selector (spec §2 search results, product detail): a native select of the
// user's organisations, names cut as spec §9 says (the full name is the option's title), or,
// for LMS users, a read-only label (spec §6), or, for a signed-in user with no institution
// profile, the prompt to add one (spec §4) linking to the console's account page. Renders
// nothing for anyone else without organisations (anonymous visitors).
import { useId } from 'react';
import { INSTITUTION_PICKER_MAX } from '../../contract/limits';
import { institutionName, institutionPlace, type LabelledOrganisation } from '../domain/session/institution-label';
import { accountSettingsHref } from '../domain/shell/query-params';
import { messages } from '../lib/messages/messages';
import './institution-picker.css';

/**
 * Where the prompt's link goes: spec §7, the console account-management page with
 * type=Return to Search and returnUrl (the page the user is on). For the `addInstitutionHref`
 * prop of any page that shows the picker.
 */
export function addInstitutionHref(accountSettingsAddress: string, returnUrl: string): string {
  return accountSettingsHref(accountSettingsAddress, returnUrl);
}

/** What the picker shows for a viewer (a page decides whether to give it room). */
export type InstitutionPickerMode = 'readOnly' | 'select' | 'addPrompt' | 'none';

export function institutionPickerMode(input: {
  signedIn: boolean;
  organisationCount: number;
  readOnly: boolean;
}): InstitutionPickerMode {
  if (input.readOnly) return 'readOnly';
  if (input.organisationCount > 0) return 'select';
  return input.signedIn ? 'addPrompt' : 'none';
}

export interface InstitutionPickerProps {
  label: string;
  organisations: readonly LabelledOrganisation[];
  currentOrgId: string | null;
  /** LMS users: the current organisation as text, no choice (spec §6). */
  readOnly?: LabelledOrganisation | null;
  onChange: (orgId: string) => void;
  className?: string;
  /** Where names are cut (spec §9: 12, or 9 below 600 px in the LMS flow: pickerNameMax). */
  nameMax?: number;
  /**
   * A signed-in user with no organisations: the prompt's link (addInstitutionHref). Absent
   * (anonymous visitors): nothing is rendered without organisations.
   */
  addInstitutionHref?: string | null;
}

export function InstitutionPicker({
  label,
  organisations,
  currentOrgId,
  readOnly,
  onChange,
  className,
  nameMax = INSTITUTION_PICKER_MAX,
  addInstitutionHref: addHref,
}: InstitutionPickerProps) {
  const id = useId();
  const classes = `institution-picker${className ? ` ${className}` : ''}`;
  if (readOnly) {
    return (
      <p className={classes}>
        <span className="institution-picker__label">{label}</span>{' '}
        <span className="institution-picker__value" title={readOnly.displayName ?? readOnly.name}>
          {institutionName(readOnly, nameMax)}
        </span>
      </p>
    );
  }
  if (organisations.length === 0) {
    if (!addHref) return null;
    const t = messages.institutionPicker;
    return (
      <p className={`${classes} institution-picker--add`}>
        <span>{t.addPrompt}</span> <a href={addHref}>{t.addLink}</a>
      </p>
    );
  }
  return (
    <div className={classes}>
      <label className="institution-picker__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="institution-picker__select"
        value={currentOrgId ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {currentOrgId === null && <option value="" disabled />}
        {organisations.map((org) => {
          const place = institutionPlace(org);
          const name = institutionName(org, nameMax);
          return (
            <option key={org.orgId} value={org.orgId} title={org.displayName ?? org.name}>
              {place ? `${name} (${place})` : name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
