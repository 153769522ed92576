import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Input, Label } from 'shared-ui';
import { filterTimeZoneChoices, findTimeZoneChoice, timeZoneChoices, type TimeZoneChoice } from './eventTimeZoneChoices';

/** Below the field, in the form's flow: inside the dialog's scrolling box, so never cut off by it. */
const Menu = styled.ul<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};
  max-height: 15rem;
  overflow-y: auto;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * The place, and under it the zone's own name in small type: stacked, so both fit the form's
 * narrow column (half a 600 px dialog, or a phone's width) and a long name ("Indian/Antananarivo",
 * "America/Argentina/ComodRivadavia") wraps instead of being cut off.
 */
const Option = styled.li<{ $isHighlighted: boolean; $isSelected: boolean }>`
  display: grid;
  gap: 0.1rem;
  padding: 0.45rem 0.75rem;
  cursor: pointer;
  overflow-wrap: anywhere;
  font-weight: ${({ $isSelected }) => ($isSelected ? 700 : 400)};
  background: ${({ $isHighlighted, theme }) => ($isHighlighted ? theme.colors.primarySoft : 'transparent')};
  small { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8rem; font-weight: 400; }
`;

const Empty = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface TimeZoneComboboxProps {
  id: string;
  /** IANA name, or '' for "Local time". */
  value: string;
  onChange: (zone: string) => void;
  describedBy?: string;
  isInvalid?: boolean;
}

/**
 * The event form's time zone: a searchable list (ARIA 1.2 combobox, downshift's `useCombobox`) of
 * the region's cities, "Local time" and then every zone of the world. Typing filters by city,
 * country or zone name ("India", "Osaka", "Buenos"); Up and Down move, Enter chooses, Escape closes.
 * A stored zone the list lacks (one an API client wrote) stays as it is, named by itself.
 */
export function TimeZoneCombobox({ id, value, onChange, describedBy, isInvalid }: TimeZoneComboboxProps) {
  const choices = useMemo(() => {
    const all = timeZoneChoices();
    return value && !findTimeZoneChoice(value) ? [{ zone: value, label: value, keywords: '' }, ...all] : all;
  }, [value]);
  const selectedItem = useMemo(() => choices.find((choice) => choice.zone === value) ?? findTimeZoneChoice(value), [choices, value]);
  const [inputValue, setInputValue] = useState(selectedItem?.label ?? '');
  // The form starts again (another event, a reset) or a zone was chosen: the field shows it.
  useEffect(() => setInputValue(selectedItem?.label ?? ''), [selectedItem]);
  // The whole list while the field shows the chosen zone (opened to browse); the matches once typed.
  const items = useMemo(
    () => (inputValue === (selectedItem?.label ?? '') ? choices : filterTimeZoneChoices(choices, inputValue)),
    [choices, inputValue, selectedItem],
  );
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<TimeZoneChoice>({
    items,
    inputId: id,
    itemToString: (choice) => choice?.label ?? '',
    itemToKey: (choice: TimeZoneChoice | null) => choice?.zone,
    selectedItem: selectedItem ?? null,
    inputValue,
    onInputValueChange: ({ inputValue: typed }) => setInputValue(typed),
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      if (chosen) onChange(chosen.zone);
    },
    // Leaving the field without choosing puts back the zone chosen: what is shown is what is saved.
    stateReducer: (state: UseComboboxState<TimeZoneChoice>, { type, changes }: UseComboboxStateChangeOptions<TimeZoneChoice>) =>
      type === useCombobox.stateChangeTypes.InputBlur && changes.selectedItem === state.selectedItem
        ? { ...changes, inputValue: state.selectedItem?.label ?? '' }
        : changes,
  });

  return (
    <>
      <Label {...getLabelProps()}>Time zone</Label>
      <Input
        {...getInputProps({
          'aria-describedby': describedBy,
          'aria-invalid': isInvalid ? true : undefined,
          placeholder: 'Search a city or country',
          autoComplete: 'off',
          spellCheck: false,
          onFocus: (focused) => focused.currentTarget.select(),
        })}
      />
      <Menu $isOpen={isOpen && items.length > 0} {...getMenuProps({ 'aria-label': 'Time zones' })}>
        {isOpen
          ? items.map((choice, index) => (
              <Option key={choice.zone || 'local'} $isHighlighted={highlightedIndex === index} $isSelected={choice.zone === value} {...getItemProps({ item: choice, index })}>
                <span>{choice.label}</span>
                {choice.zone && choice.zone !== choice.label ? <small>{choice.zone.replace(/_/g, ' ')}</small> : null}
              </Option>
            ))
          : null}
      </Menu>
      {isOpen && items.length === 0 ? <Empty role="status">No zone matches. Try a city or a country.</Empty> : null}
    </>
  );
}
