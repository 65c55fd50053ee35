/** One news item with its HTML (from the news list's query). */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDatumDe } from '@vereinsportal/domain';
import { newsQuery } from '../common/queries';
import { HtmlInhalt } from '../common/HtmlInhalt';
import { Zustand } from '../common/Zustand';

export default function NewsDetailScreen({ id }: { id: number }) {
  const query = useQuery(newsQuery);
  return (
    <Zustand query={query} leer={(d) => !d.some((n) => n.NewsId === id)} leerText="Diese News gibt es nicht mehr.">
      {(news) => {
        const n = news.find((x) => x.NewsId === id);
        if (!n) return null;
        return (
          <Card component="article">
            <CardContent>
              <Typography variant="h2" sx={{ mb: 0.5 }}>
                {n.Titel}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {formatDatumDe(n.AnzeigenVon)}
              </Typography>
              <HtmlInhalt html={n.Html} />
            </CardContent>
          </Card>
        );
      }}
    </Zustand>
  );
}
