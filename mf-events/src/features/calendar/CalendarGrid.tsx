import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { format, isSameDay, isSameMonth, startOfMonth } from 'date-fns';
import styled, { css } from 'styled-components';
import { List, VisuallyHidden, media } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { eventCategoryColors } from 'shared-site';
import { cellEvents, dayCellLabel, dayForKey, dayKey, monthGridWeeks } from './monthGrid';

const WEEKDAYS = [
  ['SUN', 'Sunday'],
  ['MON', 'Monday'],
  ['TUE', 'Tuesday'],
  ['WED', 'Wednesday'],
  ['THU', 'Thursday'],
  ['FRI', 'Friday'],
  ['SAT', 'Saturday'],
] as const;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  h2 { margin: 0; font-size: 1.4rem; }
`;

const ArrowButton = styled.button`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.subtle}; }
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    padding: 0.5rem 0;
  }
`;

const Cell = styled.td<{ $isOutside: boolean; $isToday: boolean; $isSelected: boolean }>`
  vertical-align: top;
  height: 6.5rem;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  background: ${({ theme, $isOutside }) => ($isOutside ? theme.colors.subtle : theme.colors.surface)};
  color: ${({ theme, $isOutside }) => ($isOutside ? theme.colors.muted : theme.colors.text)};
  ${({ theme, $isToday }) =>
    $isToday &&
    css`
      .day-number { background: ${theme.colors.primary}; color: #fff; }
    `}
  ${({ theme, $isSelected }) =>
    $isSelected &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  ${media.down('md')} {
    height: 3.25rem;
    text-align: center;
  }
`;

const DayNumber = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Chips = styled(List).attrs({ $layout: 'stack', $gap: '2px' })`
  margin: 0.125rem 0 0;
  ${media.down('md')} { display: none; }
`;

const Chip = styled.li<{ $color: string; $background: string }>`
  font-size: 0.72rem;
  line-height: 1.35;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ $color }) => $color};
  background: ${({ $background }) => $background};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const More = styled.li`
  font-size: 0.72rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  padding: 0 0.3rem;
`;

/** On small screens a cell shows coloured dots and a count instead of titles. */
const Dots = styled.span`
  display: none;
  ${media.down('md')} {
    display: flex;
    justify-content: center;
    gap: 2px;
    margin-top: 2px;
    font-size: 0.65rem;
    line-height: 6px;
  }
`;

const Dot = styled.span<{ $color: string }>`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

export interface CalendarGridProps {
  month: Date;
  eventsByDay: Map<string, EventRow[]>;
  /** The month's events are in: cells say how many each day has (not while loading, or after a failed read). */
  isLoaded: boolean;
  selectedDay: Date | null;
  today: Date;
  /** `via`: a tap or click, or the keyboard (Enter, Space). */
  onSelectDay: (day: Date, via: 'pointer' | 'keyboard') => void;
  onMonthChange: (month: Date) => void;
}

/**
 * Month grid, Sunday first, following the WAI-ARIA grid pattern: one tab stop, arrows move a
 * day or a week, Home/End go to the week's ends, PageUp/PageDown change month, Enter/Space select.
 */
export function CalendarGrid({ month, eventsByDay, isLoaded, selectedDay, today, onSelectDay, onMonthChange }: CalendarGridProps) {
  const weeks = useMemo(() => monthGridWeeks(month), [month]);
  const [focusedDay, setFocusedDay] = useState<Date | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const shouldMoveFocus = useRef(false);
  const headingId = `calendar-month-${dayKey(month)}`;

  // The one tab stop: the focused day if it is in this month, else the selected day, else the 1st.
  const tabDay =
    focusedDay && isSameMonth(focusedDay, month) ? focusedDay : selectedDay && isSameMonth(selectedDay, month) ? selectedDay : startOfMonth(month);

  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${dayKey(tabDay)}"]`)?.focus();
  }, [tabDay]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectDay(tabDay, 'keyboard');
      return;
    }
    const next = dayForKey(event.key, tabDay);
    if (!next) return;
    event.preventDefault();
    shouldMoveFocus.current = true;
    setFocusedDay(next);
    if (!isSameMonth(next, month)) onMonthChange(startOfMonth(next));
  };

  const monthLabel = format(month, 'MMMM yyyy');
  return (
    <div>
      <Toolbar>
        <ArrowButton type="button" aria-label="Previous month" onClick={() => onMonthChange(startOfMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1)))}>
          ‹
        </ArrowButton>
        <h2 id={headingId} aria-live="polite">
          {monthLabel}
        </h2>
        <ArrowButton type="button" aria-label="Next month" onClick={() => onMonthChange(startOfMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1)))}>
          ›
        </ArrowButton>
      </Toolbar>
      <Table role="grid" aria-labelledby={headingId} ref={gridRef} onKeyDown={handleKeyDown}>
        <thead>
          <tr role="row">
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} role="columnheader" scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr role="row" key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const dayEvents = eventsByDay.get(key);
                const { shown, moreCount } = cellEvents(dayEvents);
                const isSelected = selectedDay !== null && isSameDay(day, selectedDay);
                const isToday = isSameDay(day, today);
                return (
                  <Cell
                    key={key}
                    role="gridcell"
                    data-day={key}
                    tabIndex={isSameDay(day, tabDay) ? 0 : -1}
                    aria-selected={isSelected}
                    aria-current={isToday ? 'date' : undefined}
                    $isOutside={!isSameMonth(day, month)}
                    $isToday={isToday}
                    $isSelected={isSelected}
                    onClick={() => {
                      setFocusedDay(day);
                      onSelectDay(day, 'pointer');
                    }}
                  >
                    {/* The cell is named by its content: the full date and count, the rest hidden. */}
                    <VisuallyHidden>{dayCellLabel(day, isLoaded ? (dayEvents?.length ?? 0) : null)}</VisuallyHidden>
                    <DayNumber className="day-number" aria-hidden="true">
                      {format(day, 'd')}
                    </DayNumber>
                    {shown.length > 0 ? (
                      <>
                        <Chips aria-hidden="true">
                          {shown.map((event) => {
                            const colors = eventCategoryColors(event);
                            return (
                              <Chip key={event.id} $color={colors.foreground} $background={colors.background} title={event.title}>
                                {event.cancelled_at ? `Cancelled: ${event.title}` : event.title}
                              </Chip>
                            );
                          })}
                          {moreCount > 0 ? <More>+{moreCount} more</More> : null}
                        </Chips>
                        <Dots aria-hidden="true">
                          {shown.map((event) => (
                            <Dot key={event.id} $color={eventCategoryColors(event).foreground} />
                          ))}
                          {moreCount > 0 ? <span>+{moreCount}</span> : null}
                        </Dots>
                      </>
                    ) : null}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
