import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, FieldError, FieldGroup, Input, Label, toast, useOnDemand } from 'shared-ui';
import { EVENT_CATEGORIES, type AdminEvent, type AdminEventsQuery, type EventCategory } from 'shared-data';
import { EventCategorySelect } from 'shared-site';
import type { BulkAction } from './BulkEventsConfirm';
import type { EventSelection } from './useEventSelection';

const Bar = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  margin-bottom: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Row = styled(Cluster)`
  align-items: end;
`;

const loadConfirm = () => import('./BulkEventsConfirm');
const loadIds = async () => (await import('shared-data/admin')).listAdminEventIds;

const countText = (count: number, allMatching: boolean) =>
  count === 0 ? 'Nothing selected' : allMatching ? `All ${count} matching events selected` : count === 1 ? '1 event selected' : `${count} events selected`;

export interface BulkActionsBarProps {
  selection: EventSelection;
  /** The events on the page shown. */
  rows: readonly AdminEvent[];
  /** How many events the filters match (every page). */
  total: number;
  query: Omit<AdminEventsQuery, 'page' | 'pageSize'>;
  isExporting: boolean;
  onExport: () => void;
}

/**
 * Select rows, then cancel (one reason), delete, change category or export them. The count is
 * announced politely as it changes; each action is confirmed by a dialog that names it.
 */
export function BulkActionsBar({ selection, rows, total, query, isExporting, onExport }: BulkActionsBarProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [category, setCategory] = useState<EventCategory | ''>('');
  const [action, setAction] = useState<BulkAction | null>(null);
  const [isSelectingAll, setIsSelectingAll] = useState(false);
  const confirm = useOnDemand(loadConfirm, action !== null, () => setAction(null));

  const pageIds = rows.map((row) => row.id);
  const onPage = pageIds.filter((rowId) => selection.isSelected(rowId)).length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && onPage < pageIds.length;
  }, [onPage, pageIds.length]);
  const none = selection.count === 0;

  const selectAllMatching = async () => {
    if (selection.allMatching) return selection.clear();
    setIsSelectingAll(true);
    try {
      selection.selectAllMatching(await (await loadIds())(query));
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Failed to select the events', variant: 'destructive' });
    } finally {
      setIsSelectingAll(false);
    }
  };

  const askCancel = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setReasonError('Give a reason for the cancellation.');
    setReasonError(null);
    setAction({ kind: 'cancel', reason: trimmed });
  };

  return (
    <Bar role="group" aria-label="Bulk actions">
      <Row $gap="1rem">
        <label>
          <input
            ref={pageBox}
            type="checkbox"
            checked={pageIds.length > 0 && onPage === pageIds.length}
            disabled={pageIds.length === 0}
            onChange={(e) => selection.setMany(pageIds, e.target.checked)}
          />{' '}
          Select all on this page
        </label>
        <Button type="button" $variant="outline" $size="sm" aria-pressed={selection.allMatching} disabled={total === 0 || isSelectingAll} onClick={() => void selectAllMatching()}>
          {isSelectingAll ? 'Selecting...' : `Select all ${total} matching`}
        </Button>
        <Button type="button" $variant="outline" $size="sm" disabled={none} onClick={selection.clear}>
          Clear selection
        </Button>
      </Row>
      <Count role="status">{countText(selection.count, selection.allMatching)}</Count>
      <Row $gap="0.75rem">
        <FieldGroup>
          <Label htmlFor={`${id}-reason`}>Reason for cancelling</Label>
          <Input
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            aria-invalid={reasonError !== null}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {reasonError ? <FieldError id={`${id}-reason-error`}>{reasonError}</FieldError> : null}
        </FieldGroup>
        <Button type="button" $variant="outline" disabled={none} onClick={askCancel}>
          Cancel selected
        </Button>
        <FieldGroup>
          <Label htmlFor={`${id}-category`}>Move selected to</Label>
          <EventCategorySelect id={`${id}-category`} value={category} categories={EVENT_CATEGORIES} emptyLabel="Choose a category" onChange={(value) => setCategory(value as EventCategory | '')} />
        </FieldGroup>
        <Button type="button" $variant="outline" disabled={none || !category} onClick={() => category && setAction({ kind: 'category', category })}>
          Change category
        </Button>
        <Button type="button" $variant="outline" disabled={none || isExporting} onClick={onExport}>
          {isExporting ? 'Exporting...' : 'Export selected'}
        </Button>
        <Button type="button" $variant="destructive" disabled={none} onClick={() => setAction({ kind: 'delete' })}>
          Delete selected
        </Button>
      </Row>
      {confirm ? (
        <confirm.BulkEventsConfirm
          action={action}
          ids={[...selection.ids]}
          onClose={() => setAction(null)}
          onDone={() => {
            selection.clear();
            if (action?.kind === 'cancel') setReason('');
          }}
        />
      ) : null}
    </Bar>
  );
}
