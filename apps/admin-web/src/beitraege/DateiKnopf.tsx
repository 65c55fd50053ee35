/**
 * A button that fetches a file through the signed-in client and saves it (an invoice's PDF, the print PDF,
 * the CSV). A second click while the file comes is ignored (a ref sees it before the re-render); not
 * `disabled`, which would drop the focus from the keyboard order and silence the tooltip.
 */
import { useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';

export function DateiKnopf({
  laden,
  label,
  children,
  ...rest
}: Omit<ButtonProps, 'onClick' | 'children'> & { laden: () => Promise<void>; label: string; children: ReactNode }) {
  const [laeuft, setLaeuft] = useState(false);
  const laeuftRef = useRef(false);
  const klick = () => {
    if (laeuftRef.current) return;
    laeuftRef.current = true;
    setLaeuft(true);
    // A failure has shown its toast (apiCall); the button is ready for another try.
    laden()
      .catch(() => undefined)
      .finally(() => {
        laeuftRef.current = false;
        setLaeuft(false);
      });
  };
  const knopf = (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      {...rest}
      aria-label={label === children ? undefined : label}
      aria-busy={laeuft}
      onClick={klick}
      sx={{ whiteSpace: 'nowrap', ...rest.sx }}
    >
      {children}
    </Button>
  );
  return label === children ? knopf : <Tooltip title={label}>{knopf}</Tooltip>;
}
