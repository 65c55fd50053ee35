/** MUI components that navigate with TanStack Router (typed `to`, real <a href> for the keyboard and new tabs). */
import { createLink } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';

export const ButtonLink = createLink(Button);
export const TextLink = createLink(MuiLink);
