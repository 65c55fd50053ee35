/** Home's query (key and fetcher together): the first steps and the app's address. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';

export const startseiteQuery = queryOptions({ queryKey: ['startseite'], queryFn: () => api.getStartseite() });
