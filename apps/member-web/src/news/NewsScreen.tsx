/** News list: title and date (the first day it shows, not its display window); a tap opens the item. */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDatumDe } from '@vereinsportal/domain';
import { newsQuery } from '../common/queries';
import { navigate, pfadVon } from '../common/router';
import { Zustand } from '../common/Zustand';

export default function NewsScreen() {
  const query = useQuery(newsQuery);
  return (
    <Zustand query={query} leer={(d) => d.length === 0} leerText="Zurzeit gibt es keine News.">
      {(news) => (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {news.map((n) => (
            <li key={n.NewsId}>
              <Card>
                <CardActionArea onClick={() => navigate(pfadVon({ name: 'newsDetail', id: n.NewsId }))}>
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                      {n.Titel}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDatumDe(n.AnzeigenVon)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Zustand>
  );
}
