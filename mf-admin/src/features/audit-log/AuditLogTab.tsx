import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { Button, ErrorState, FieldGroup, Input, Label, Pager, Select, VisuallyHidden } from 'shared-ui';
import { AUDIT_LOG_COUNT_LIMIT, useAuditActors, useAuditLog, type AuditLogEntry } from 'shared-data/admin';
import { DataTable, useLoadFailureToast, type DataColumn } from 'shared-site';
import { AUDIT_ACTIONS, AUDITED_TABLES, auditLogFilters, useAuditLogView, writeAuditLogView } from './auditLogFilters';
import { actorLabel, changeLines, describeEntry, recordLink } from './describeEntry';
import { useAuditLogExport } from './useAuditLogExport';

const AUDIT_PAGE_SIZE = 50;

const Toolbar = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
  justify-content: space-between;
  margin: 0.5rem 0 1rem;
`;

const Muted = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Focus = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin: 0 0 1rem;
  padding: 0.625rem 0.875rem;
  border-radius: 0.5rem;
  background: ${({ theme }) => theme.colors.subtle};
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    overflow-wrap: anywhere;
  }
  del {
    color: ${({ theme }) => theme.colors.muted};
  }
  ins {
    text-decoration: none;
    font-weight: 600;
  }
`;

function ChangeList({ entry }: { entry: AuditLogEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return null;
  const list = (
    <Changes>
      {lines.map(({ column, label, before, after }) => (
        <li key={column}>
          {label}:{' '}
          {before !== null ? (
            <>
              <VisuallyHidden>was </VisuallyHidden>
              <del>{before}</del>
            </>
          ) : null}
          {before !== null && after !== null ? ' → ' : null}
          {after !== null ? (
            <>
              <VisuallyHidden>{before !== null ? 'now ' : ''}</VisuallyHidden>
              <ins>{after}</ins>
            </>
          ) : null}
        </li>
      ))}
    </Changes>
  );
  // A whole row (a creation or a deletion) folds away; a change of a few columns is shown as it is.
  return lines.length > 4 ? (
    <details>
      <summary>{lines.length} fields</summary>
      {list}
    </details>
  ) : (
    list
  );
}

/** The record itself (its page, or the member in the Members tab), and its history here. */
function RecordCell({ entry }: { entry: AuditLogEntry }) {
  const [params] = useSearchParams();
  const link = recordLink(entry);
  const history = entry.record_id && entry.action !== 'export' && entry.action !== 'prune' ? entry.record_id : null;
  return (
    <>
      {link?.kind === 'external' ? (
        <a href={link.href} target="_blank" rel="noreferrer noopener">
          {link.label}
        </a>
      ) : link ? (
        <Link to={link.to}>{link.label}</Link>
      ) : (
        <Muted as="span">{entry.action === 'delete' ? 'Deleted' : '—'}</Muted>
      )}
      {history ? (
        <Muted>
          <Link to={`?${writeAuditLogView(params, { record: history }).toString()}`} replace>
            Its history<VisuallyHidden>: every entry about {link?.label ?? 'this record'}</VisuallyHidden>
          </Link>
        </Muted>
      ) : null}
    </>
  );
}

function WhoCell({ entry }: { entry: AuditLogEntry }) {
  const { name, detail } = actorLabel(entry);
  return (
    <>
      {name}
      {detail ? <Muted>{detail}</Muted> : null}
    </>
  );
}

/** "1,234 entries"; the database counts at most 10,001. */
function countText(total: number): string {
  if (total > AUDIT_LOG_COUNT_LIMIT) return `More than ${AUDIT_LOG_COUNT_LIMIT.toLocaleString('en')} entries: narrow them with the filters`;
  return `${total.toLocaleString('en')} ${total === 1 ? 'entry' : 'entries'}`;
}

/**
 * "Audit log": who changed what and when, as the database wrote it, in words (names of people and
 * records, a link to each record and to its history), filtered in the URL, with CSV export.
 */
export default function AuditLogTab() {
  const id = useId();
  const [view, setView] = useAuditLogView();
  const filters = auditLogFilters(view);
  const entries = useAuditLog({ ...filters, page: view.page, pageSize: AUDIT_PAGE_SIZE });
  const actors = useAuditActors();
  useLoadFailureToast(entries.error, 'Failed to fetch the audit log');
  const { isExporting, exportCsv } = useAuditLogExport(filters);
  const total = entries.data?.total ?? 0;
  const columns: readonly DataColumn<AuditLogEntry>[] = [
    { header: 'When', cell: (e) => <time dateTime={e.at}>{format(parseISO(e.at), 'PPP p')}</time> },
    { header: 'Who', cell: (e) => <WhoCell entry={e} /> },
    { header: 'What happened', cell: (e) => describeEntry(e) },
    { header: 'Record', cell: (e) => <RecordCell entry={e} /> },
    { header: 'Changes', cell: (e) => <ChangeList entry={e} /> },
  ];
  const focused = view.record ? entries.data?.rows.find((e) => e.record_id === view.record) : undefined;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Audit log</h2>
      <Toolbar role="search" aria-label="Filter the audit log">
        <FieldGroup>
          <Label htmlFor={`${id}-actor`}>Who</Label>
          <Select id={`${id}-actor`} value={view.actor ?? ''} onChange={(e) => setView({ actor: e.target.value || null })}>
            <option value="">Anyone</option>
            {(actors.data ?? []).map((actor) => (
              <option key={actor.actor_id} value={actor.actor_id}>
                {actor.actor_name && actor.actor_email ? `${actor.actor_name} (${actor.actor_email})` : (actor.actor_name ?? actor.actor_email ?? 'A deleted account')}
              </option>
            ))}
            {view.actor && !(actors.data ?? []).some((a) => a.actor_id === view.actor) ? <option value={view.actor}>{view.actor}</option> : null}
          </Select>
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-table`}>What</Label>
          <Select id={`${id}-table`} value={view.table ?? ''} onChange={(e) => setView({ table: e.target.value || null })}>
            <option value="">Everything</option>
            {AUDITED_TABLES.map(([table, label]) => (
              <option key={table} value={table}>
                {label}
              </option>
            ))}
          </Select>
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-action`}>Action</Label>
          <Select id={`${id}-action`} value={view.action ?? ''} onChange={(e) => setView({ action: e.target.value || null })}>
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </Select>
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" value={view.from ?? ''} max={view.to ?? undefined} onChange={(e) => setView({ from: e.target.value || null })} />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" value={view.to ?? ''} min={view.from ?? undefined} onChange={(e) => setView({ to: e.target.value || null })} />
        </FieldGroup>
      </Toolbar>
      {view.record ? (
        <Focus>
          <span>
            The history of {focused ? (recordLink(focused)?.label ?? 'one record') : 'one record'} only.
          </span>
          <Button type="button" $variant="outline" $size="sm" onClick={() => setView({ record: null })}>
            Show every record
          </Button>
        </Focus>
      ) : null}
      <Header>
        {entries.status === 'error' ? null : (
          <span role="status">{entries.data && !entries.isPreviousData ? countText(total) : 'Loading the audit log...'}</span>
        )}
        <Button type="button" $variant="outline" disabled={isExporting || total === 0} onClick={() => void exportCsv()}>
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Header>
      {entries.status === 'error' ? (
        <ErrorState title="We couldn't load the audit log." onRetry={entries.refetch} isRetrying={entries.isFetching} />
      ) : (
        <>
          <DataTable labelledBy={`${id}-heading`} busy={entries.isFetching} rows={entries.data?.rows ?? []} rowKey={(e) => String(e.id)} columns={columns} />
          <Pager label="Audit log pages" page={view.page} totalPages={Math.max(1, Math.ceil(Math.min(total, AUDIT_LOG_COUNT_LIMIT) / AUDIT_PAGE_SIZE))} onPageChange={(page) => setView({ page })} numbered={false} />
        </>
      )}
    </section>
  );
}
