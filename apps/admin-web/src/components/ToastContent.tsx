/** notistack toast look with colours dark enough for white text (WCAG AA contrast). */
import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

export const ToastContent = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
}));
