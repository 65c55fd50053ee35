/** The change log's query (key and fetcher together), per filter. */
import { queryOptions } from '@tanstack/react-query';
import type { AenderungsBereich } from '@vereinsportal/domain';
import { api } from '../common/api';

export interface ProtokollFilter {
  Bereich: AenderungsBereich | '';
  Von: string;
  Bis: string;
}

export const aenderungsprotokollQuery = (filter: ProtokollFilter) =>
  queryOptions({ queryKey: ['aenderungsprotokoll', filter], queryFn: () => api.getAenderungsprotokoll({ query: filter }) });
