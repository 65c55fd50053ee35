/** Amounts of the fee screens: the contract carries francs (120.5), the screens show '120.50 CHF'. */
import { formatBetrag, toCents } from '@vereinsportal/domain';

export const chf = (franken: number): string => formatBetrag(toCents(franken), 'CHF');
