/** The club info page (the top bar names the club; the HTML brings its own headings). */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { api } from '../common/api';
import { KEYS, useAppQuery } from '../common/queries';
import { HtmlInhalt } from '../common/HtmlInhalt';
import { Zustand } from '../common/Zustand';

export default function VereinScreen() {
  const query = useAppQuery(KEYS.verein, () => api.getAppVerein());
  return (
    <Zustand query={query}>
      {(verein) => (
        <Card component="article">
          <CardContent>
            {verein.Html.trim() !== '' ? (
              <HtmlInhalt html={verein.Html} />
            ) : (
              <Typography color="text.secondary">Der Verein hat noch keine Informationen erfasst.</Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Zustand>
  );
}
