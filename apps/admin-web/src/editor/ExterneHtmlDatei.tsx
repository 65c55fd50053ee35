import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/** Extensions accepted for an external HTML file (docs/produkt.md §5). */
export const HTML_DATEI_ACCEPT = '.htm,.html';

/** 'use an external HTML file' checkbox with its file chooser (docs/produkt.md §2); the chosen file's text goes to onDatei. */
export function ExterneHtmlDatei(props: {
  verwenden: boolean;
  onVerwendenChange: (verwenden: boolean) => void;
  dateiName: string | null;
  onDatei: (datei: File, text: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, my: 1 }}>
      <FormControlLabel
        control={<Checkbox checked={props.verwenden} onChange={(e) => props.onVerwendenChange(e.target.checked)} />}
        label="Externe HTML Datei verwenden"
      />
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={!props.verwenden}>
        HTML Datei auswählen
        <input
          type="file"
          hidden
          accept={HTML_DATEI_ACCEPT}
          data-testid="html-datei-input"
          onChange={(e) => {
            const datei = e.target.files?.[0];
            e.target.value = '';
            if (datei) void datei.text().then((text) => props.onDatei(datei, text));
          }}
        />
      </Button>
      {props.verwenden && props.dateiName && <Typography variant="body2">{props.dateiName}</Typography>}
    </Box>
  );
}
