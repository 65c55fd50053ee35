/**
 * The demo outbox's query (key and fetcher together). Outside the demo the server answers 404: no retry, no
 * toast (a plain useQuery); the registration asks it to know whether to point to the outbox.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';

export const outboxQuery = queryOptions({ queryKey: ['outbox'], queryFn: () => api.getOutbox(), retry: false });
