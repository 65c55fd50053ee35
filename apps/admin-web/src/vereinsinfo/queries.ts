/** The club info page's query (key and fetcher together). */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../common/api';

export const vereinsInfoQuery = queryOptions({ queryKey: ['vereinsInfo'], queryFn: () => api.getVereinsInfo() });
