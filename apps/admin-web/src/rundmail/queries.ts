/** The circular mail's queries (key and fetcher together); sending invalidates RUNDMAIL_KEYS.alle. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';

export const RUNDMAIL_KEYS = { alle: ['rundmail'] } as const;

export const rundmailsQuery = queryOptions({ queryKey: [...RUNDMAIL_KEYS.alle, 'liste'], queryFn: () => api.getRundmails() });

export const rundmailVorschauQuery = (kategorien: string | null) =>
  queryOptions({
    queryKey: [...RUNDMAIL_KEYS.alle, 'vorschau', kategorien],
    queryFn: () => api.rundmailVorschau({ query: { Kategorien: kategorien } }),
  });
