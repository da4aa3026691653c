// The institution selector (spec §2 search results, product detail): a native select of the
// user's organisations, names cut as spec §9 says (the full name is the option's title), or,
// for LMS users, a read-only label (spec §6). Renders nothing without organisations.
import { useId } from 'react';
import { INSTITUTION_PICKER_MAX } from '../../contract/limits';
import { institutionName, institutionPlace, type LabelledOrganisation } from '../domain/institution-label';
import './institution-picker.css';

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
}

export function InstitutionPicker({
  label,
  organisations,
  currentOrgId,
  readOnly,
  onChange,
  className,
  nameMax = INSTITUTION_PICKER_MAX,
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
  if (organisations.length === 0) return null;
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
