/**
 * HTML from the server (news, club info; sanitised there) in a container that cannot break the
 * layout: long words wrap, images and media shrink to the width, wide tables scroll inside.
 */
import Box from '@mui/material/Box';

export function HtmlInhalt({ html }: { html: string }) {
  return (
    <Box
      className="vp-html"
      sx={{
        maxWidth: '100%',
        overflowX: 'auto',
        overflowWrap: 'anywhere',
        wordBreak: 'break-word',
        lineHeight: 1.6,
        contain: 'content',
        '& img, & video, & iframe, & svg': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse' },
        '& pre': { whiteSpace: 'pre-wrap' },
        '& h1': { fontSize: '1.4rem', fontWeight: 500, lineHeight: 1.3, mt: 0 },
        '& h2': { fontSize: '1.2rem', fontWeight: 500, lineHeight: 1.3 },
        '& h3, & h4, & h5, & h6': { fontSize: '1.05rem', fontWeight: 500 },
        '& a': { color: 'primary.main' },
        '& p:first-of-type': { mt: 0 },
        '& p:last-child': { mb: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
