import { FilterService } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import type { ServerChoices } from '@/lib/use-server-choices';
import { FormField, type FormFieldProps } from './form-field';
import './server-select.css';

/** An option of a selector searched by the server. */
export interface ChoiceOption {
  value: number;
  label: string;
  /** A chosen value kept for its label though the page shown does not hold it. */
  pinned?: boolean;
}

/**
 * PrimeReact filters a select's options by what is typed in its filter, on their labels. The
 * options of a selector searched by the server are what the server found for that text (it looks
 * beyond the label: a tax code, a tenant's name), so this rule keeps them all; only the chosen
 * values pinned for their labels step aside while a search shows. PrimeReact types its match
 * modes as its own built-in names; a registered rule is looked up by name all the same.
 */
const SERVER_SEARCHED = 'serverSearched';
FilterService.register(SERVER_SEARCHED, (pinned: unknown) => pinned !== true);
const SERVER_MATCH_MODE = SERVER_SEARCHED as 'contains';

/** Selectors of fewer rows than this show no filter, as the other selects of the forms. */
const FILTER_FROM = 10;

/**
 * The options of `choices`: first the chosen values the page shown does not hold (for their
 * labels), then the page's rows.
 */
export function choiceOptions<T extends { id: number }>(
  choices: ServerChoices<T>,
  label: (item: T) => string,
): ChoiceOption[] {
  const onPage = new Set(choices.items.map((item) => item.id));
  return [
    ...choices.chosenItems
      .filter((item) => !onPage.has(item.id))
      .map((item) => ({ value: item.id, label: label(item), pinned: true })),
    ...choices.items.map((item) => ({ value: item.id, label: label(item) })),
  ];
}

/**
 * What a PrimeReact Dropdown or MultiSelect needs to be searched by the server: its filter sends
 * what is typed to `choices`, shows while searching and when there are more rows than a few,
 * and says when a search is on its way, when nothing matched, and how many rows a page leaves out.
 */
export function useServerSelectProps<T>(choices: ServerChoices<T>) {
  const { t, i18n } = useTranslation();
  const empty = t(choices.searching ? 'form.searching' : 'form.noOptions');
  const { total } = choices;
  const more =
    total !== undefined && total > choices.items.length
      ? t('form.moreChoices', {
          shown: formatCount(choices.items.length, i18n.language),
          total: formatCount(total, i18n.language),
        })
      : null;
  return {
    filter: (choices.allTotal ?? 0) > FILTER_FROM,
    filterBy: 'pinned',
    filterMatchMode: SERVER_MATCH_MODE,
    filterInputAutoFocus: true,
    onFilter: (event: { filter: string }) => choices.onFilter(event.filter),
    resetFilterOnHide: true,
    emptyMessage: empty,
    emptyFilterMessage: empty,
    panelFooterTemplate: more ? <p className="server-select-more">{more}</p> : undefined,
    loading: choices.pending,
  };
}

interface SelectProps<T extends FieldValues, I> extends FormFieldProps<T> {
  choices: ServerChoices<I>;
  options: ChoiceOption[];
  disabled?: boolean;
  /** Called after the field took the chosen value (null when cleared). */
  onValueChange?: (value: number | null) => void;
}

/** A select of one id among a long list searched by the server (useServerChoices). */
export function ServerSelectField<T extends FieldValues, I>({
  choices,
  options,
  disabled = false,
  onValueChange,
  ...frame
}: SelectProps<T, I>) {
  const { t } = useTranslation();
  const server = useServerSelectProps(choices);
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <Dropdown
          {...state}
          {...server}
          inputId={id}
          focusInputRef={field.ref}
          name={field.name}
          value={field.value ?? null}
          onChange={(event) => {
            const value = (event.value as number | null | undefined) ?? null;
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          options={options}
          placeholder={t('form.select')}
          disabled={disabled}
          showClear={field.value != null}
          className="w-full"
        />
      )}
    />
  );
}

/** A select of several ids among a long list searched by the server, bound to an array of ids. */
export function ServerMultiSelectField<T extends FieldValues, I>({
  choices,
  options,
  ...frame
}: Omit<SelectProps<T, I>, 'disabled' | 'onValueChange'>) {
  const { t } = useTranslation();
  const server = useServerSelectProps(choices);
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <MultiSelect
          {...state}
          {...server}
          inputId={id}
          inputRef={field.ref}
          name={field.name}
          value={(field.value as number[] | undefined) ?? []}
          onChange={(event) => field.onChange((event.value as number[] | null) ?? [])}
          onBlur={field.onBlur}
          options={options}
          display="chip"
          placeholder={t('form.select')}
          // "Select all" would take the page shown, not every row the search matches.
          showSelectAll={false}
          className="w-full"
        />
      )}
    />
  );
}
