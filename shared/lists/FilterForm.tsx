import { heldTogether, loadedOnce } from '../loaded-once';
import { nl } from '../texts/nl';
import { SplicedPart } from '../ui/reused-part';
import type { PageQuery } from '../ui/pagination';

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter: checkboxes (any number), radios or a select (one). `selected` comes from the list's query. */
export interface FilterGroup {
  control: 'checkboxes' | 'radios' | 'select';
  /** The query name; checked boxes repeat it. */
  name: string;
  /** Legend of the fieldset, or label of the select. */
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** A select's first option, meaning 'no choice' (an empty value, which the parser drops). */
  anyOption?: string;
  /**
   * Checkboxes or radios folded in a disclosure (a native `<details>`, so it
   * works without JavaScript) whose summary names the group and how many are
   * chosen ('Duur (1 gekozen)'); open when something is chosen. Long lists of
   * options stay short on a phone this way.
   */
  collapsible?: { chosen: (count: number) => string };
}

/** A place search: free text and the distance around it (spec section 9: 5-50 km). */
export interface PlaceFilter {
  name: string;
  value: string | undefined;
  label?: string;
  hint?: string;
  distance: { name: string; options: readonly number[]; selected: number; label?: string };
}

export interface FilterFormProps {
  /** Id of the form; every field's id starts with it. */
  id: string;
  /** The list's own path (page 1: a new filter starts at the first page). */
  action: string;
  /** Name of the form for assistive technology. */
  label?: string;
  place?: PlaceFilter;
  groups?: readonly FilterGroup[];
  /** Parameters the filters keep as hidden fields, e.g. the search term. */
  keep?: PageQuery;
  submitText?: string;
  /** Data attributes on the form (an island that reports filter changes finds it by one). */
  data?: Record<`data-${string}`, string>;
  /** After the submit button, inside the form: a link that clears the filters. */
  clear?: { href: string; label: string } | null;
}

function Choices({ id, group }: { id: string; group: FilterGroup }) {
  if (group.collapsible) {
    const count = group.selected.length;
    return (
      <details className="an-filters__disclosure" open={count > 0}>
        <summary className="an-filters__summary">
          {group.label}
          {count > 0 ? <span className="an-filters__chosen"> ({group.collapsible.chosen(count)})</span> : null}
        </summary>
        <ChoiceSet id={id} group={group} legendClass="an-visually-hidden" />
      </details>
    );
  }
  return <ChoiceSet id={id} group={group} legendClass="an-fieldset__legend" />;
}

function ChoiceSet({ id, group, legendClass }: { id: string; group: FilterGroup; legendClass: string }) {
  const type = group.control === 'checkboxes' ? 'checkbox' : 'radio';
  return (
    <fieldset className="an-fieldset an-filters__group">
      <legend className={legendClass}>{group.label}</legend>
      {group.options.map((option, i) => (
        <div className="an-checkbox" key={option.value}>
          <input className="an-checkbox__input" type={type} id={`${id}-${i + 1}`} name={group.name} value={option.value} defaultChecked={group.selected.includes(option.value)} />
          <label className="an-checkbox__label" htmlFor={`${id}-${i + 1}`}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function Select({ id, name, label, options, selected, anyOption }: { id: string; name: string; label: string; options: readonly FilterOption[]; selected: string; anyOption?: string | undefined }) {
  return (
    <div className="an-field an-filters__group">
      <label className="an-field__label" htmlFor={id}>
        {label}
      </label>
      <select className="an-input an-filters__select" id={id} name={name} defaultValue={selected}>
        {anyOption !== undefined ? <option value="">{anyOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Place({ id, place }: { id: string; place: PlaceFilter }) {
  const t = nl.lists;
  const hintId = place.hint ? `${id}-plaats-hint` : undefined;
  const distances = place.distance.options.map((km) => ({ value: String(km), label: t.distanceOption(km) }));
  return (
    <div className="an-filters__place">
      <div className="an-field an-filters__group">
        <label className="an-field__label" htmlFor={`${id}-plaats`}>
          {place.label ?? t.placeLabel}
        </label>
        {place.hint ? (
          <p className="an-field__hint" id={hintId}>
            {place.hint}
          </p>
        ) : null}
        <input className="an-input" id={`${id}-plaats`} name={place.name} type="text" defaultValue={place.value ?? ''} autoComplete="address-level2" aria-describedby={hintId} />
      </div>
      <Select id={`${id}-afstand`} name={place.distance.name} label={place.distance.label ?? t.distanceLabel} options={distances} selected={String(place.distance.selected)} />
    </div>
  );
}

/**
 * The filters of a list as a plain GET form to the list's own path: it works
 * without JavaScript, and what it sends is what `readListQuery` reads (checked
 * boxes repeat their name). Submitting starts at page 1: the form has no page.
 * An island may submit it on change or update the list in place, never replace it.
 */
export function FilterForm({ id, action, label = nl.lists.filtersLabel, place, groups = [], keep = {}, submitText = nl.lists.showResults, data, clear }: FilterFormProps) {
  return (
    <form className="an-filters" id={id} method="get" action={action} aria-label={label} {...data}>
      {place ? <Place id={id} place={place} /> : null}
      {groups.map((group) =>
        group.control === 'select' ? (
          <Select key={group.name} id={`${id}-${group.name}`} name={group.name} label={group.label} options={group.options} selected={group.selected[0] ?? ''} anyOption={group.anyOption} />
        ) : (
          <Choices key={group.name} id={`${id}-${group.name}`} group={group} />
        ),
      )}
      {Object.entries(keep).flatMap(([name, value]) =>
        (typeof value === 'string' ? [value] : value).map((item, i) => <input key={`${name}-${i}`} type="hidden" name={name} value={item} />),
      )}
      <button className="an-button an-filters__submit" type="submit">
        {submitText}
      </button>
      {clear ? (
        <p className="an-filters__clear">
          <a href={clear.href}>{clear.label}</a>
        </p>
      ) : null}
    </form>
  );
}

/**
 * A filter form's props, made once per held list answer and the held answers
 * its options come from (loadedOnce: deep-frozen), so KeptFilterForm can reuse
 * its markup. `key` is everything else `make` reads: the list's path and what
 * of the query the form shows. An answer that is not held makes them afresh.
 */
export function keptFilterProps(list: object, sources: readonly object[], key: unknown[], make: () => FilterFormProps): FilterFormProps {
  return loadedOnce(list, heldTogether(sources), `filter form ${JSON.stringify(key)}`, make);
}

/**
 * A filter form whose props were made by keptFilterProps, so its markup is
 * reused across renders (SplicedPart); props made afresh render inline.
 */
export function KeptFilterForm({ props }: { props: FilterFormProps }) {
  return <SplicedPart source={props} variant="" render={filterFormOf} />;
}
const filterFormOf = (props: FilterFormProps) => <FilterForm {...props} />;
