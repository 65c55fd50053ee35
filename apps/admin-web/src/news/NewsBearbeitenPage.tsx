import { useNavigate, useParams } from '@tanstack/react-router';
import Grid from '@mui/material/Grid';
import { heuteInZeitzone, MAX, type News } from '@vereinsportal/domain';
import { htmlTeile, type HtmlSource } from '@vereinsportal/api-client';
import { api } from '../common/api';
import { vereinsZeitzone } from '../common/einstellungen';
import { SpeichernButton } from '../common/SpeichernButton';
import { DatensatzSeite, FormularRahmen, useDatensatzSpeichern } from '../common/Datensatz';
import { AnzeigeFelder, useFormular } from '../common/formular';
import { ButtonLink } from '../common/links';
import { HtmlInhaltFelder } from '../common/HtmlInhaltFelder';
import { useHtmlInhalt } from '../editor/useHtmlInhalt';
import { newsFehler } from './newsRegeln';
import { NEWS_KEYS, newsQuery } from './queries';

/** A new news item: shown from today in the club's time zone (docs/produkt.md §4, §10). */
const neueNews = (): News => ({
  NewsId: 0,
  Titel: null,
  AnzeigenVon: heuteInZeitzone(vereinsZeitzone()),
  AnzeigenBis: null,
  FuerMitgliedschaftsart: null,
  // docs/produkt.md §3: default content is an empty paragraph.
  QuillHtmlData: '<p><br></p>',
  ExterneHtmlDateiVerwenden: 0,
});

/** /newsbearbeiten/{id} (docs/produkt.md §2). */
export default function NewsBearbeitenPage() {
  const { newsId } = useParams({ from: '/_angemeldet/newsbearbeiten/$newsId' });
  return <DatensatzSeite id={Number(newsId) || 0} abfrage={newsQuery} neu={neueNews} formular={(n) => <NewsFormular initial={n} />} />;
}

function NewsFormular({ initial }: { initial: News }) {
  const navigate = useNavigate();
  const { wert: n, set } = useFormular(initial);
  const inhalt = useHtmlInhalt(initial.QuillHtmlData);
  const extern = n.ExterneHtmlDateiVerwenden === 1;
  const pruefung = newsFehler(n);

  const speichern = useDatensatzSpeichern({
    aufruf: ({ news, html }: { news: News; html: HtmlSource }) => {
      const body = htmlTeile(news, html);
      return news.NewsId === 0 ? api.createNews({ body }) : api.updateNews({ params: { NewsId: news.NewsId }, body });
    },
    id: ({ news }) => news.NewsId,
    erfolg: 'newsGespeichert',
    // The server removes linked images from the HTML and says so.
    hinweis: (antwort) => antwort.Hinweis,
    schluessel: NEWS_KEYS,
    oeffnen: (id) => navigate({ to: '/newsbearbeiten/$newsId', params: { newsId: String(id) }, replace: true }),
  });

  return (
    <FormularRahmen
      titel={n.NewsId === 0 ? 'News erfassen' : 'News bearbeiten'}
      aktionen={
        <>
          <SpeichernButton
            laeuft={speichern.laeuft}
            disabled={!pruefung.ok || inhalt.externOhneInhalt(extern)}
            onClick={() => speichern.starten({ news: n, html: inhalt.zumSpeichern(extern) })}
          >
            Speichern
          </SpeichernButton>
          <ButtonLink to="/newsliste" variant="outlined">
            Zur Newsliste
          </ButtonLink>
        </>
      }
    >
      <Grid container columnSpacing={2}>
        <AnzeigeFelder wert={n} set={set} errors={pruefung.errors} titelFeld="Titel" titelMax={MAX.news.Titel} bisPflicht />
      </Grid>
      <HtmlInhaltFelder
        inhalt={inhalt}
        extern={extern}
        onExternChange={(v) => set({ ExterneHtmlDateiVerwenden: v ? 1 : 0 })}
        label="News Inhalt"
      />
    </FormularRahmen>
  );
}
