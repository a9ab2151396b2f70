import { Paginator } from '../ui/Paginator';
import type { ListQuery } from './list-query';
import { listParams } from './paging';

/** The Paginator of a list: every page link keeps the list's text and filters. */
export function ListPaginator({ path, query, pageCount }: { path: string; query: ListQuery<string, string>; pageCount: number }) {
  return <Paginator current={query.page} pageCount={pageCount} path={path} query={listParams(query)} />;
}
