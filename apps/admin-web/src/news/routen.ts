/** The news pages and their menu. */
import { angemeldeteSeite } from '../common/seitenRoute';

export const newsRouten = [
  angemeldeteSeite('/newsliste', () => import('./NewsListePage')),
  angemeldeteSeite('/newsbearbeiten/$newsId', () => import('./NewsBearbeitenPage')),
];
