import { defineConfig } from 'tsup';
import { bibliothekBauen } from '../../tsup.bibliothek';

export default defineConfig({ ...bibliothekBauen, entry: ['src/index.ts'] });
